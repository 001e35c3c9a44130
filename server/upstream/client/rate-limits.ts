/** Rate-limit groups of the upstream, each counted per app key in a sliding window. */
export type RateGroup =
  | 'market-data'
  | 'accounts-list'
  | 'assets'
  | 'instruments'
  | 'streaming'
  | 'streaming-unsubscribe'
  | 'order-preview'
  | 'order-write'
  | 'order-query'
  | 'unlimited';

export interface RateLimit {
  /** Requests allowed per window by the provider. */
  limit: number;
  windowMs: number;
}

/**
 * The upstream's figures in one place (docs/protocol.md#rate-limits). Market data: 60 per 60 s.
 * Accounts list, balance/positions and instruments: the US figures. Streaming subscribe and
 * unsubscribe (the Data Streaming API, a separate interface): 600 / 60 s, and unsubscribe on its
 * own "1 call / s", so it has its own group.
 */
export const UPSTREAM_RATE_LIMITS: Record<Exclude<RateGroup, 'unlimited'>, RateLimit> = {
  'market-data': { limit: 60, windowMs: 60_000 },
  'accounts-list': { limit: 10, windowMs: 30_000 },
  assets: { limit: 2, windowMs: 2_000 },
  instruments: { limit: 60, windowMs: 60_000 },
  streaming: { limit: 600, windowMs: 60_000 },
  'streaming-unsubscribe': { limit: 1, windowMs: 1_000 },
  // docs/protocol.md#orders: preview 150 / 10 s; place, replace, cancel together 600 / 60 s;
  // open orders, history and detail 2 / 2 s.
  'order-preview': { limit: 150, windowMs: 10_000 },
  'order-write': { limit: 600, windowMs: 60_000 },
  'order-query': { limit: 2, windowMs: 2_000 },
};

/** Share of a provider limit the BFF allows itself, so clock drift between us and them never costs a 429. */
export const SAFETY_MARGIN = 0.9;
