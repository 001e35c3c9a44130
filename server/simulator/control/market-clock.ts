/**
 * Market time: the wall clock unless a test pinned it. Only prices, bars, snapshots and
 * sessions read it; authentication and rate limits always use the wall clock.
 */
export interface MarketClock {
  now(): number;
  pin(atMs: number | null): void;
  pinned(): number | null;
}

export function createMarketClock(wallNow: () => number): MarketClock {
  let pinnedAt: number | null = null;
  return {
    now: () => pinnedAt ?? wallNow(),
    pin(atMs) {
      pinnedAt = atMs;
    },
    pinned: () => pinnedAt,
  };
}
