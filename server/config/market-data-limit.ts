import { z } from 'zod';

/** A rate limit as the provider states it: so many requests per window. */
export interface MarketDataLimit {
  limit: number;
  windowMs: number;
}

/** The Market Data API figure this project follows: 60 requests per 60 s per app key (docs/protocol.md#rate-limits). */
export const DEFAULT_MARKET_DATA_LIMIT: MarketDataLimit = { limit: 60, windowMs: 60_000 };

/** `<requests>/<seconds>` (e.g. `600/60`), the same notation as SIM_MARKET_DATA_LIMIT; blank = unset. */
export const marketDataLimitSpec = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional()
  .pipe(
    z
      .string()
      .regex(/^[1-9]\d*\/[1-9]\d*$/, 'expected "<requests>/<seconds>", e.g. 60/60')
      .transform((text): MarketDataLimit => {
        const [requests = 60, seconds = 60] = text.split('/').map(Number);
        return { limit: requests, windowMs: seconds * 1000 };
      })
      .optional(),
  );

/**
 * The BFF's market-data budget: BROKER_MARKET_DATA_LIMIT when set; in paper mode otherwise the
 * simulator's own SIM_MARKET_DATA_LIMIT (the child inherits it), so both sides count alike;
 * else 60 / 60 s (docs/protocol.md#rate-limits).
 */
export function resolveMarketDataLimit(
  mode: 'live' | 'paper',
  own: MarketDataLimit | undefined,
  simulator: MarketDataLimit | undefined,
): MarketDataLimit {
  return own ?? (mode === 'paper' ? simulator : undefined) ?? DEFAULT_MARKET_DATA_LIMIT;
}
