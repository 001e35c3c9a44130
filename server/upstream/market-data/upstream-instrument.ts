import { z } from 'zod';

/** The instrument fields the BFF uses: docs/protocol.md#instruments. */
export const upstreamInstrumentSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  instrument_id: z.union([z.string(), z.number()]).transform(String),
  exchange_code: z.string().default(''),
  sub_category: z.string().optional(),
  status: z.string().optional(),
});
export type UpstreamInstrument = z.infer<typeof upstreamInstrumentSchema>;

/** Gen-3 page: `{data:[...], pagination_key?}`; absent key = last page. */
export const upstreamInstrumentPageSchema = z.object({
  data: z.array(upstreamInstrumentSchema),
  pagination_key: z.string().optional().nullable(),
});

/** Gen-2 answers a bare array, paged by `last_instrument_id`. */
export const upstreamInstrumentArraySchema = z.array(upstreamInstrumentSchema);
