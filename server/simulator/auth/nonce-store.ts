/**
 * Remembers nonces until a replay could no longer pass the timestamp check, so memory stays
 * bounded by the request rate times the window. Entries are kept in insertion order; since
 * expiry times are close to insertion order, sweeping stops at the first live entry.
 */
export interface NonceStore {
  /** True if the nonce was already seen and has not expired. */
  has(key: string, nowMs: number): boolean;
  remember(key: string, expiresAtMs: number, nowMs: number): void;
  size(): number;
}

/** @param maxEntries hard cap; the oldest entries go first when it is reached */
export function createNonceStore(maxEntries = 200_000): NonceStore {
  const entries = new Map<string, number>();

  function sweep(nowMs: number): void {
    for (const [key, expiresAt] of entries) {
      if (expiresAt > nowMs && entries.size <= maxEntries) break;
      entries.delete(key);
    }
  }

  return {
    has(key, nowMs) {
      const expiresAt = entries.get(key);
      return expiresAt !== undefined && expiresAt > nowMs;
    },
    remember(key, expiresAtMs, nowMs) {
      entries.delete(key);
      entries.set(key, expiresAtMs);
      sweep(nowMs);
    },
    size: () => entries.size,
  };
}
