export interface CacheEntry<V> {
  value: V;
  /** When the value was fetched (ms). */
  storedAt: number;
}

/**
 * A small map of values with their fetch time. Freshness is the caller's decision (snapshots are
 * fresh for about a second, instruments for hours), so one cache serves both "fresh" and "stale
 * but usable" reads. Entries older than `maxAgeMs` are dropped.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, CacheEntry<V>>();

  constructor(
    private readonly maxAgeMs: number,
    private readonly maxEntries = 5_000,
  ) {}

  /** The entry if it is at most `ageMs` old. */
  get(key: string, now: number, ageMs: number = this.maxAgeMs): CacheEntry<V> | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (now - entry.storedAt > this.maxAgeMs) {
      this.entries.delete(key);
      return undefined;
    }
    return now - entry.storedAt <= ageMs ? entry : undefined;
  }

  /** Drops every entry (after a write, so the next read asks upstream). */
  clear(): void {
    this.entries.clear();
  }

  set(key: string, value: V, now: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, storedAt: now });
    // Map keeps insertion order, so the first key is the least recently stored.
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done === true) break;
      this.entries.delete(oldest.value);
    }
  }
}
