import { z } from 'zod';
import { categorySchema } from './common';

/** One row of `GET /api/instruments/search?q=...&limit=...` (best matches first). */
export const instrumentSummarySchema = z.object({
  symbol: z.string(),
  name: z.string(),
  exchange_code: z.string(),
  category: categorySchema,
  instrument_id: z.string(),
});
export const instrumentSearchResultSchema = z.array(instrumentSummarySchema);
export type InstrumentSummary = z.infer<typeof instrumentSummarySchema>;

export const instrumentSearchQuerySchema = z.object({
  q: z.string().trim().min(1, 'type at least one character').max(40),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
