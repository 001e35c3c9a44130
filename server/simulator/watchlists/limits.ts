/**
 * Watchlist limits. The provider documents none (docs/protocol.md#watchlists), so these are chosen to be
 * generous for a person and small enough to keep the state file small; see docs/simulator.md#watchlists.
 */
export const WATCHLIST_LIMITS = {
  /** Lists per app key. */
  lists: 20,
  /** Instruments per list. */
  instruments: 200,
  /** Characters in a name, after trimming. */
  nameLength: 40,
  /** Instruments named in one add, remove or update call. */
  perCall: 100,
  /** `sort` values are non-negative 32-bit integers (the provider's `int32`). */
  maxSort: 2_147_483_647,
} as const;
