import type { PriorityOf } from './priorities';
import { UpstreamCallDroppedError } from './upstream-errors';

/**
 * Runs one batch call once a rate slot is free. `take` is called at that moment and returns the
 * items to ask for, so everything requested while the call waited rides along. `signal` aborts
 * when every item waiting for the call has been given up by its callers: the scheduler then
 * drops the call unsent (docs/architecture.md#the-call-budget).
 */
export type BatchRun<V> = (
  batchKey: string,
  priority: PriorityOf,
  take: () => string[],
  signal: AbortSignal,
) => Promise<Map<string, V>>;

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
  // The call each batch key has waiting for its slot, aborted once nobody waits for any item of it.
  const flushQueued = new Map<string, AbortController>();

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
    const interest = new AbortController();
    flushQueued.set(batchKey, interest);
    let items: string[] | null = null;
    options
      .run(batchKey, priority, () => (items = take(batchKey, priority)), interest.signal)
      .then(
        (answers) => {
          settle(batchKey, items ?? [], { answers });
        },
        (error: unknown) => {
          if (items !== null) {
            settle(batchKey, items, { error });
            return;
          }
          flushQueued.delete(batchKey);
          // Dropped because every item was given up: anything asked since waits for a call of its own.
          if (error instanceof UpstreamCallDroppedError) {
            if ((pending.get(batchKey)?.size ?? 0) > 0) flushLater(batchKey, priority);
            return;
          }
          // Refused before it started (queue full, frozen): everyone waiting on this key hears it.
          const waiting = pending.get(batchKey);
          pending.delete(batchKey);
          for (const waiters of waiting?.values() ?? []) for (const w of waiters) w.reject(error);
        },
      );
  }

  /**
   * A caller gave up `item` before its call was sent: it leaves the batch, and the item with it
   * once nobody else waits for it; a call left with no item at all is dropped.
   */
  function giveUp(batchKey: string, item: string, waiter: Waiter<V>): void {
    const waiting = pending.get(batchKey);
    const waiters = waiting?.get(item);
    if (waiting === undefined || waiters?.includes(waiter) !== true) return;
    const rest = waiters.filter((each) => each !== waiter);
    if (rest.length > 0) waiting.set(item, rest);
    else waiting.delete(item);
    waiter.reject(new UpstreamCallDroppedError());
    if (waiting.size > 0) return;
    pending.delete(batchKey);
    flushQueued.get(batchKey)?.abort();
  }

  /**
   * Resolves with the item's answer, or undefined when the upstream left it out. With a
   * `signal`, the caller may give the item up while the call waits: it then rejects with
   * UpstreamCallDroppedError. A caller without one waits for good, so its call is always sent.
   */
  function load(batchKey: string, item: string, priority: PriorityOf, signal?: AbortSignal): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      if (signal?.aborted === true) {
        reject(new UpstreamCallDroppedError());
        return;
      }
      const waiter: Waiter<V> = { resolve, reject };
      // Once the item's call is sent its answer is kept: giving it up then changes nothing. The
      // signal is the browser request's, gone with it, so the listener is left to go with it.
      const onAbort = () => {
        giveUp(batchKey, item, waiter);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const running = inFlight.get(`${batchKey}|${item}`);
      if (running !== undefined) {
        running.push(waiter);
        return;
      }
      let waiting = pending.get(batchKey);
      if (waiting === undefined) {
        waiting = new Map();
        pending.set(batchKey, waiting);
      }
      waiting.set(item, [...(waiting.get(item) ?? []), waiter]);
      flushLater(batchKey, priority);
    });
  }

  return { load };
}
