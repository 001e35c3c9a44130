import type { MarketClock } from '@contracts/market-clock';

/**
 * Response header in which the simulator names the market time of its answer (ms); the real
 * provider never sends it, so its absence means real time (docs/protocol.md#market-time).
 */
export const MARKET_TIME_HEADER = 'x-sim-market-time';

/** Follows the broker's market time from its answers. */
export interface MarketTimeTracker {
  /** Reads one upstream answer's header, received at wall time `wallMs`. */
  observe(header: string | null, wallMs: number): void;
  /** Market time and wall time now. */
  now(): MarketClock;
}

/**
 * Keeps the newest offset between the broker's market time and the wall clock. An answer without
 * the header is real time and resets the offset to 0; a malformed value is ignored.
 */
export function createMarketTimeTracker(wallNow: () => number): MarketTimeTracker {
  let offset = 0;
  return {
    observe(header, wallMs) {
      if (header === null) {
        offset = 0;
        return;
      }
      const market = Number(header);
      if (/^\d+$/.test(header.trim()) && Number.isSafeInteger(market)) offset = market - wallMs;
    },
    now() {
      const wall = wallNow();
      return { market_time: wall + offset, wall_time: wall };
    },
  };
}
