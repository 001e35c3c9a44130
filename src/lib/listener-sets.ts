/** Listeners grouped by key: a key's set is removed with its last listener. */
export function createListenerSets<L>() {
  const sets = new Map<string, Set<L>>();
  return {
    /** Adds `listener` under `key`; the returned function removes it. */
    add(key: string, listener: L): () => void {
      const set = sets.get(key) ?? new Set<L>();
      set.add(listener);
      sets.set(key, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) sets.delete(key);
      };
    },
    /** A copy of the key's listeners, safe to call while one of them removes itself. */
    of(key: string): L[] {
      return [...(sets.get(key) ?? [])];
    },
  };
}
