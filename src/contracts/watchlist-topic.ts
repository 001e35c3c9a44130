import { z } from 'zod';

/**
 * The watchlist topic of the browser relay (`/mqtt`), beside ./stream and ./trading-topics:
 *
 *   watchlists/changed   WatchlistChange, once after every watchlist write that passed through
 *                        the BFF, from any tab or browser (the lists are the app key's, shared)
 *
 * A notice, not the lists: a tab that shows the list re-reads it through `/api/watchlists...`,
 * whose cache the write has just dropped (docs/architecture.md, Watchlists in every tab).
 */
export const WATCHLISTS_TOPIC = 'watchlists/changed';

/** What a write did: the lists themselves (created, renamed, deleted) or one list's instruments. */
export const watchlistChangeKindSchema = z.enum(['created', 'renamed', 'deleted', 'instruments', 'reordered']);

export const watchlistChangeSchema = z.object({
  /** The list written; null when the write failed without saying which (every list is re-read). */
  id: z.string().nullable(),
  change: watchlistChangeKindSchema,
  /** Counts the BFF's watchlist writes since it started; a tab may skip a revision it has seen. */
  revision: z.number().int().nonnegative(),
  /** When the write finished (ms). */
  at: z.number().int(),
});
export type WatchlistChange = z.infer<typeof watchlistChangeSchema>;
