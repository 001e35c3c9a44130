import { z } from 'zod';

/**
 * `GET /api/market-clock`: the market time the broker answers at, next to the BFF's own clock.
 * They differ only when the broker runs a market on another clock: the simulator replaying an
 * earlier trading day while the exchange is closed, or a test's pinned time
 * (docs/decisions/0053-a-closed-market-replays-earlier-trading-days.md). The real provider is real time.
 */
export const marketClockSchema = z.object({
  /** Market time now (ms): the broker's latest stated market time, moved on by the time since. */
  market_time: z.number().int(),
  /** The BFF's wall clock at the same instant (ms). */
  wall_time: z.number().int(),
});
export type MarketClock = z.infer<typeof marketClockSchema>;

/** Below this difference market time counts as real time (clock skew, request latency). */
export const MARKET_CLOCK_TOLERANCE_MS = 60_000;
