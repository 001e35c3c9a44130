import type { FeedState } from '@contracts/stream';

/** What the watchdog knows at one instant (docs/decisions/0029-a-stream-watchdog-that-cannot-loop.md). */
export interface FeedFacts {
  now: number;
  /** False where the region has no MQTT host: polling is the only source. */
  hasHost: boolean;
  /** Connected and the whole union subscribed. */
  up: boolean;
  /** When the stream last went down (or the feed started). */
  downSince: number;
  /** Since when nothing arrived while prints were expected (symbols subscribed, liquid hours). */
  quietSince: number;
  /** Any session the product shows is open, overnight included. */
  marketOpen: boolean;
  silentAfterMs: number;
  pollAfterMs: number;
}

export interface FeedVerdict {
  state: FeedState;
  /** When the verdict changes by time alone, the calendar aside; null: not by time. */
  recheckAt: number | null;
}

/**
 * The feed's state from the facts. Nothing here reconnects: only the MQTT client's close does.
 * A closed market is `idle` (connected) or `reconnecting` (down) and never polls; an open one
 * polls once down or silent for `pollAfterMs`.
 */
export function judgeFeed(f: FeedFacts): FeedVerdict {
  if (!f.hasHost) return { state: f.marketOpen ? 'polling' : 'idle', recheckAt: null };
  if (!f.up) {
    if (!f.marketOpen) return { state: 'reconnecting', recheckAt: null };
    const pollAt = f.downSince + f.pollAfterMs;
    return f.now < pollAt ? { state: 'reconnecting', recheckAt: pollAt } : { state: 'polling', recheckAt: null };
  }
  if (!f.marketOpen) return { state: 'idle', recheckAt: null };
  const silentAt = f.quietSince + f.silentAfterMs;
  if (f.now < silentAt) return { state: 'live', recheckAt: silentAt };
  const pollAt = silentAt + f.pollAfterMs;
  return f.now < pollAt ? { state: 'silent', recheckAt: pollAt } : { state: 'polling', recheckAt: null };
}
