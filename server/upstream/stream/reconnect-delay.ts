/** First reconnect pause and its cap: 250 ms doubling to 3 s. */
export const RECONNECT_BASE_MS = 250;
export const RECONNECT_MAX_MS = 3_000;

/**
 * Pause before reconnect attempt `attempt` (0-based) with "full jitter": anywhere between 0 and
 * the doubled ceiling, so BFFs dropped together do not come back together. The SDKs wait a fixed
 * 10 s (docs/protocol.md#retries); a dashboard showing stale prices cannot wait that long.
 */
export function reconnectDelayMs(attempt: number, random: () => number): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.min(attempt, 16));
  return Math.round(random() * ceiling);
}
