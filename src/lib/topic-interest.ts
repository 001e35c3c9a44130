/**
 * Reference-counted interest in relay topics: the first `retain` of a topic adds it, the last
 * release removes it, and the changes made in one task are handed to `send` together (a page of
 * rows subscribes in one packet; React's mount-unmount-mount in development nets out to nothing).
 * A primed topic is held before anyone retains it, until the first `retain` takes the hold over.
 */
export function createTopicInterest(send: (add: string[], remove: string[]) => void) {
  const counts = new Map<string, number>();
  const changed = new Set<string>();
  let flushQueued = false;
  const primed = new Map<string, () => void>();

  function flush(): void {
    flushQueued = false;
    const add: string[] = [];
    const remove: string[] = [];
    for (const topic of changed) ((counts.get(topic) ?? 0) > 0 ? add : remove).push(topic);
    changed.clear();
    send(add, remove);
  }

  function touch(topic: string, delta: number): void {
    const count = (counts.get(topic) ?? 0) + delta;
    if (count > 0) counts.set(topic, count);
    else counts.delete(topic);
    if ((delta > 0 && count === 1) || count === 0) changed.add(topic);
    if (!flushQueued) {
      flushQueued = true;
      queueMicrotask(flush);
    }
  }

  function retain(topic: string): () => void {
    touch(topic, 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      touch(topic, -1);
    };
  }

  return {
    /** Declares interest in `topic` until the returned function is called (once counts). */
    retain(topic: string): () => void {
      const release = retain(topic);
      // Taken over within the task, so the count never reaches 0: no unsubscribe, no second subscribe.
      primed.get(topic)?.();
      primed.delete(topic);
      return release;
    },
    /** Holds `topic` until the first `retain` of it (or `dropPrimed`); a second prime changes nothing. */
    prime(topic: string): void {
      if (!primed.has(topic)) primed.set(topic, retain(topic));
    },
    /** Lets go of the primed topics nothing took over. */
    dropPrimed(): void {
      for (const release of primed.values()) release();
      primed.clear();
    },
    /** How many holders want `topic` now. */
    count: (topic: string): number => counts.get(topic) ?? 0,
    /** Every topic wanted now. */
    topics: (): string[] => [...counts.keys()],
  };
}
