/**
 * How long the stream may stay quiet before it counts as dead. The provider publishes no ping
 * interval (docs/protocol.md#trade-events), so the window starts at `silentAfterMs` and follows
 * what the stream shows: 2.5 ping intervals once two pings have been seen, and twice as long
 * after a subscription went quiet before any interval was known (pings slower than assumed),
 * never past `maxSilentAfterMs` (docs/decisions/0061-the-event-stream-watchdog-and-backoff.md).
 */
export interface HeartbeatWindow {
  /** The window now, in ms. */
  current(): number;
  /** A subscription was accepted: ping intervals are measured afresh. */
  subscribed(): void;
  /** A Ping arrived at `at` (ms). */
  ping(at: number): void;
  /** The watchdog ended an accepted subscription; returns the new window when it grew. */
  wentSilent(): number | null;
}

/** Pings this many intervals apart may be missed once before the stream counts as dead. */
export const PING_INTERVALS_PER_WINDOW = 2.5;

export function createHeartbeatWindow(options: { silentAfterMs: number; maxSilentAfterMs: number }): HeartbeatWindow {
  const { silentAfterMs, maxSilentAfterMs } = options;
  let windowMs = silentAfterMs;
  let intervalKnown = false;
  let lastPingAt: number | null = null;
  return {
    current: () => windowMs,
    subscribed() {
      lastPingAt = null;
    },
    ping(at) {
      if (lastPingAt !== null && at > lastPingAt) {
        intervalKnown = true;
        const fromInterval = Math.ceil((at - lastPingAt) * PING_INTERVALS_PER_WINDOW);
        windowMs = Math.min(maxSilentAfterMs, Math.max(silentAfterMs, fromInterval));
      }
      lastPingAt = at;
    },
    wentSilent() {
      // Once the interval is known, silence means a dead stream, not slow pings.
      if (intervalKnown || windowMs >= maxSilentAfterMs) return null;
      windowMs = Math.min(maxSilentAfterMs, windowMs * 2);
      return windowMs;
    },
  };
}
