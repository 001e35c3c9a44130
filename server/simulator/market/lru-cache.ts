/** Small least-recently-used cache; bounds the memory of memoised day and minute paths. */
export interface LruCache<K, V> {
  get(key: K, build: () => V): V;
}

/** Creates a cache keeping at most `capacity` entries (Map keeps insertion order = recency). */
export function createLruCache<K, V>(capacity: number): LruCache<K, V> {
  const entries = new Map<K, V>();
  return {
    get(key, build) {
      const hit = entries.get(key);
      if (hit !== undefined) {
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const value = build();
      entries.set(key, value);
      if (entries.size > capacity) {
        const oldest = entries.keys().next();
        if (oldest.done !== true) entries.delete(oldest.value);
      }
      return value;
    },
  };
}
