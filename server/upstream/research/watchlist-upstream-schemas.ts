import { z } from 'zod';

/** The provider's watchlist answers (docs/protocol.md#watchlists); ids and sorts read leniently (text or number). */
const id = z.union([z.string(), z.number()]).transform(String);
const sort = z.coerce.number().int();

export const upstreamWatchlistsSchema = z.array(
  z.object({
    watchlist_id: id,
    name: z.string(),
    sort: sort.default(0),
    create_time: z.string().default(''),
    update_time: z.string().default(''),
  }),
);

export const upstreamCreatedSchema = z.object({ watchlist_id: id });

export const upstreamWatchlistInstrumentsSchema = z.object({
  watchlist_id: id.optional(),
  instruments: z
    .array(
      z.object({
        instrument_id: id,
        symbol: z.string(),
        name: z.string().default(''),
        exchange_code: z.string().default(''),
        sort: sort.default(0),
        added_time: z.string().default(''),
      }),
    )
    .default([]),
});
export type UpstreamWatchlistInstrument = z.infer<typeof upstreamWatchlistInstrumentsSchema>['instruments'][number];
