import type { WindowLimit } from './sliding-window';

/** Rate-limit groups of the simulator; `config` is not limited. */
export type RateGroup =
  | 'market-data'
  | 'streaming'
  | 'instruments'
  | 'accounts-list'
  | 'assets'
  | 'order-preview'
  | 'order-write'
  | 'order-query'
  | 'token'
  | 'config';

/**
 * Per-app-key limits (docs/protocol.md#rate-limits). Market data: 60 per 60 s, configurable; the
 * others use the US figures (account list 10/30 s, balance and positions 2/2 s,
 * instruments 60/60 s). Streaming subscribe/unsubscribe (the Data Streaming API) has its own
 * 600/60 s; unsubscribe is further held to 1 call/s by its operation. Orders: preview 150/10 s;
 * place, batch place, replace and cancel 600/60 s; open orders, history, detail and executions 2/2 s;
 * token create and check 10/30 s.
 */
export function groupLimits(marketData: WindowLimit): Record<Exclude<RateGroup, 'config'>, WindowLimit> {
  return {
    'market-data': marketData,
    streaming: { limit: 600, windowMs: 60_000 },
    instruments: { limit: 60, windowMs: 60_000 },
    'accounts-list': { limit: 10, windowMs: 30_000 },
    assets: { limit: 2, windowMs: 2_000 },
    'order-preview': { limit: 150, windowMs: 10_000 },
    'order-write': { limit: 600, windowMs: 60_000 },
    'order-query': { limit: 2, windowMs: 2_000 },
    // Token create and check together (docs/protocol.md#rate-limits).
    token: { limit: 10, windowMs: 30_000 },
  };
}
