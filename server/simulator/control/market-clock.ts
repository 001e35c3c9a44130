import { replayOffsetAt } from './replay-offset';

/**
 * Market time: what prices, bars, snapshots, sessions and (later) orders and fills read.
 * Authentication and rate limits always use the wall clock. Unless a test pinned it, market
 * time is the wall clock, shifted back by whole days while the exchange is closed so the market
 * replays earlier trading days (docs/decisions/0053-a-closed-market-replays-earlier-trading-days.md),
 * and it never runs backwards while the process runs.
 */
export interface MarketClock {
  now(): number;
  /**
   * Pins market time (control surface); null returns to the default clock. With `speed` (load
   * mode, opt-in) market time starts at `atMs` and runs `speed` market seconds per wall second,
   * so each symbol prints `speed` trades a wall second; without it, it stands still.
   */
  pin(atMs: number | null, speed?: number): void;
  /** The pinned (or load-mode) market time now, null when on the default clock. */
  pinned(): number | null;
  /** Market seconds per wall second while pinned: 0 when it stands still. */
  speed(): number;
}

export interface MarketClockOptions {
  /** Replay earlier trading days while the exchange is closed (default true); false = plain wall clock. */
  replay?: boolean;
  /**
   * Market time the saved state was written at: market time starts no earlier, so a restart
   * inside a closure stays closed rather than replaying days before the saved orders
   * (docs/protocol.md#a-restart-keeps-the-calendar). Ignored when ahead of the wall clock (a
   * state written under a pinned clock): market time would otherwise stand still until then.
   */
  notBefore?: number;
}

export function createMarketClock(wallNow: () => number, options: MarketClockOptions = {}): MarketClock {
  const replay = options.replay ?? true;
  let pinnedAt: number | null = null;
  let pinnedWall = 0;
  let pinnedSpeed = 0;
  let offset = 0;
  let last = options.notBefore !== undefined && options.notBefore <= wallNow() ? options.notBefore : -Infinity;
  const now = (): number => {
    if (pinnedAt !== null) return pinnedAt + Math.floor(pinnedSpeed * (wallNow() - pinnedWall));
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
  };
  return {
    now,
    pin(atMs, speed = 0) {
      pinnedAt = atMs;
      pinnedWall = wallNow();
      pinnedSpeed = atMs === null ? 0 : speed;
      if (atMs === null) {
        offset = 0;
        last = -Infinity;
      }
    },
    pinned: () => (pinnedAt === null ? null : now()),
    speed: () => pinnedSpeed,
  };
}
