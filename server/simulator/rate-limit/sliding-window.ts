/** Limit of one group: at most `limit` accepted requests in any `windowMs` span. */
export interface WindowLimit {
  limit: number;
  windowMs: number;
}

export type AcquireResult = { ok: true } | { ok: false; retryAfterMs: number };

/**
 * Sliding-window log limiter keyed by any string (here: app key + group). Only accepted
 * requests are recorded, so rejected ones never count in the window. Memory per key is at
 * most `limit` timestamps.
 */
export interface SlidingWindowLimiter {
  tryAcquire(key: string, limit: WindowLimit, nowMs: number): AcquireResult;
  clear(): void;
}

export function createSlidingWindowLimiter(): SlidingWindowLimiter {
  const logs = new Map<string, number[]>();
  return {
    tryAcquire(key, { limit, windowMs }, nowMs) {
      const log = (logs.get(key) ?? []).filter((at) => at > nowMs - windowMs);
      logs.set(key, log);
      const oldest = log[0];
      if (log.length >= limit && oldest !== undefined) {
        return { ok: false, retryAfterMs: oldest + windowMs - nowMs };
      }
      log.push(nowMs);
      return { ok: true };
    },
    clear() {
      logs.clear();
    },
  };
}
