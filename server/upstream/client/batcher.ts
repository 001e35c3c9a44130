import type { PriorityOf } from './priorities';

/**
 * Runs one batch call once a rate slot is free. `take` is called at that moment and returns the
 * items to ask for, so everything requested while the call waited rides along.
 */
export type BatchRun<V> = (batchKey: string, priority: PriorityOf, take: () => string[]) => Promise<Map<string, V>>;

interface Waiter<V> {
  resolve: (value: V | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * Collects items (symbols) asked for while a call waits for its rate slot and sends them
 * together, at most `maxItems` per call (100 symbols per snapshot call, 20 per bars call:
 * docs/protocol.md#market-data). An item already in flight joins that call instead of causing another.
 */
export function createBatcher<V>(options: {
  maxItems: number;
  run: BatchRun<V>;
  /**
   * Chooses which waiting items go in the next call, most urgent first (the rest keep waiting
   * for the following one). Default: the first `maxItems` in arrival order.
   */
  select?: (waiting: string[]) => string[];
}) {
  const pending = new Map<string, Map<string, Waiter<V>[]>>();
  const inFlight = new Map<string, Waiter<V>[]>();
  const flushQueued = new Set<string>();

  function take(batchKey: string, priority: PriorityOf): string[] {
    flushQueued.delete(batchKey);
    const waiting = pending.get(batchKey) ?? new Map<string, Waiter<V>[]>();
    const waitingItems = [...waiting.keys()];
    const chosen =
      options.select === undefined ? waitingItems : options.select(waitingItems).filter((item) => waiting.has(item));
    const items = chosen.slice(0, options.maxItems);
    for (const item of items) {
      inFlight.set(`${batchKey}|${item}`, waiting.get(item) ?? []);
      waiting.delete(item);
    }
    if (waiting.size > 0) flushLater(batchKey, priority);
    // Batch keys come and go (each older bars page has its own): keep no empty entry behind.
    else pending.delete(batchKey);
    return items;
  }

  function settle(batchKey: string, items: string[], outcome: { answers: Map<string, V> } | { error: unknown }): void {
    for (const item of items) {
      const key = `${batchKey}|${item}`;
      const waiters = inFlight.get(key) ?? [];
      inFlight.delete(key);
      for (const w of waiters) {
        if ('error' in outcome) w.reject(outcome.error);
        else w.resolve(outcome.answers.get(item));
      }
    }
  }

  function flushLater(batchKey: string, priority: PriorityOf): void {
    if (flushQueued.has(batchKey)) return;
    flushQueued.add(batchKey);
    let items: string[] | null = null;
    options
      .run(batchKey, priority, () => (items = take(batchKey, priority)))
      .then(
        (answers) => {
          settle(batchKey, items ?? [], { answers });
        },
        (error: unknown) => {
          if (items !== null) {
            settle(batchKey, items, { error });
            return;
          }
          // Refused before it started (queue full, frozen): everyone waiting on this key hears it.
          flushQueued.delete(batchKey);
          const waiting = pending.get(batchKey);
          pending.delete(batchKey);
          for (const waiters of waiting?.values() ?? []) for (const w of waiters) w.reject(error);
        },
      );
  }

  /** Resolves with the item's answer, or undefined when the upstream left it out. */
  function load(batchKey: string, item: string, priority: PriorityOf): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      const running = inFlight.get(`${batchKey}|${item}`);
      if (running !== undefined) {
        running.push({ resolve, reject });
        return;
      }
      let waiting = pending.get(batchKey);
      if (waiting === undefined) {
        waiting = new Map();
        pending.set(batchKey, waiting);
      }
      waiting.set(item, [...(waiting.get(item) ?? []), { resolve, reject }]);
      flushLater(batchKey, priority);
    });
  }

  return { load };
}
