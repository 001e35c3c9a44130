import { replayOffsetAt } from './replay-offset';

/**
 * Market time: what prices, bars, snapshots, sessions and (later) orders and fills read.
 * Authentication and rate limits always use the wall clock. Unless a test pinned it, market
 * time is the wall clock, shifted back by whole days while the exchange is closed so the market
 * replays earlier trading days (docs/decisions.md#a-closed-market-replays-earlier-trading-days),
 * and it never runs backwards while the process runs.
 */
export interface MarketClock {
  now(): number;
  /** Pins market time (control surface); null returns to the default clock. */
  pin(atMs: number | null): void;
  pinned(): number | null;
}

export interface MarketClockOptions {
  /** Replay earlier trading days while the exchange is closed (default true); false = plain wall clock. */
  replay?: boolean;
}

export function createMarketClock(wallNow: () => number, options: MarketClockOptions = {}): MarketClock {
  const replay = options.replay ?? true;
  let pinnedAt: number | null = null;
  let offset = 0;
  let last = -Infinity;
  return {
    now() {
      if (pinnedAt !== null) return pinnedAt;
      const wall = wallNow();
      if (replay) {
        // A new offset is taken only when it does not move market time backwards: on start-up
        // inside a closure (replay from the first call), and when the exchange reopens (back to
        // the wall clock, a jump forward). A closure that starts while running stays closed.
        const wanted = replayOffsetAt(wall);
        if (wanted !== offset && wall - wanted >= last) offset = wanted;
      }
      // Never backwards, even if the wall clock steps back.
      last = Math.max(last, wall - offset);
      return last;
    },
    pin(atMs) {
      pinnedAt = atMs;
      if (atMs === null) {
        offset = 0;
        last = -Infinity;
      }
    },
    pinned: () => pinnedAt,
  };
}
