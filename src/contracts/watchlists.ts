import { z } from 'zod';
import { categorySchema, symbolSchema } from './common';

/**
 * Watchlists as the BFF serves them (`/api/watchlists...`). Field names follow the provider's
 * watchlist operations (docs/protocol.md#watchlists) except `watchlist_id`, which the BFF calls `id`.
 */

/** The provider documents no name limit; the BFF and the simulator both cap names at this. */
export const WATCHLIST_NAME_MAX = 40;
/** Most symbols one add call may carry (the simulator's per-list cap is larger, docs/simulator.md#watchlists). */
export const WATCHLIST_ADD_MAX = 50;

export const watchlistIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'a watchlist id is 1-64 letters, digits, dashes or underscores');

export const watchlistNameSchema = z
  .string()
  .trim()
  .min(1, 'a watchlist needs a name')
  .max(WATCHLIST_NAME_MAX, `a watchlist name is at most ${String(WATCHLIST_NAME_MAX)} characters`);

/** One item of `GET /api/watchlists`, in the provider's display order (`sort` ascending). */
export const watchlistSchema = z.object({
  id: z.string(),
  name: z.string(),
  sort: z.number().int(),
  create_time: z.string(),
  update_time: z.string(),
});
export const watchlistListSchema = z.array(watchlistSchema);
export type Watchlist = z.infer<typeof watchlistSchema>;

/**
 * `POST /api/watchlists` and `PATCH /api/watchlists/:id` bodies. Every write body is strict: a
 * field it does not know is refused by name, never dropped (docs/trading.md#bodies-exactly-as-written).
 */
export const createWatchlistBodySchema = z.strictObject({ name: watchlistNameSchema });
export const renameWatchlistBodySchema = z.strictObject({ name: watchlistNameSchema });
export type CreateWatchlistBody = z.infer<typeof createWatchlistBodySchema>;
export type RenameWatchlistBody = z.infer<typeof renameWatchlistBodySchema>;

/** Answer of create (201) and rename (200). */
export const watchlistIdResponseSchema = z.object({ id: z.string() });
export type WatchlistIdResponse = z.infer<typeof watchlistIdResponseSchema>;

/** One instrument of a list; `category` comes from the BFF's symbol lookup. */
export const watchlistInstrumentSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  instrument_id: z.string(),
  exchange_code: z.string(),
  category: categorySchema,
  sort: z.number().int(),
  added_time: z.string(),
});
export type WatchlistInstrument = z.infer<typeof watchlistInstrumentSchema>;

/** `GET /api/watchlists/:id/instruments`: instruments in display order. */
export const watchlistInstrumentsSchema = z.object({
  id: z.string(),
  instruments: z.array(watchlistInstrumentSchema),
});
export type WatchlistInstruments = z.infer<typeof watchlistInstrumentsSchema>;

const uniqueSymbols = (symbols: readonly string[]): boolean => new Set(symbols).size === symbols.length;

/** `POST /api/watchlists/:id/instruments`: appended at the end, in this order. */
export const addWatchlistInstrumentsBodySchema = z.strictObject({
  symbols: z
    .array(symbolSchema)
    .min(1, 'name at least one symbol')
    .max(WATCHLIST_ADD_MAX, `at most ${String(WATCHLIST_ADD_MAX)} symbols per call`)
    .refine(uniqueSymbols, 'a symbol is named twice'),
});
export type AddWatchlistInstrumentsBody = z.infer<typeof addWatchlistInstrumentsBodySchema>;

/** `PUT /api/watchlists/:id/order`: every symbol of the list, in the new order. */
export const reorderWatchlistBodySchema = z.strictObject({
  symbols: z
    .array(symbolSchema)
    .min(1, 'name at least one symbol')
    .max(500)
    .refine(uniqueSymbols, 'a symbol is named twice'),
});
export type ReorderWatchlistBody = z.infer<typeof reorderWatchlistBodySchema>;

/** Path parameters of the watchlist routes. */
export const watchlistParamsSchema = z.object({ id: watchlistIdSchema });
export const watchlistSymbolParamsSchema = z.object({ id: watchlistIdSchema, symbol: symbolSchema });
