import { useSyncExternalStore } from 'react';

/** One request; `seq` tells two identical requests apart. */
export type Request<T> = T & { seq: number };

/**
 * A one-slot store through which one screen asks another (a lazily loaded one, or another
 * feature it may not import) to show something: the newest request waits until the screen has
 * taken it, so a screen mounted later (after a reload of its code or a new layout) does not apply
 * the same request again.
 */
export function createIntentStore<T extends object>() {
  let seq = 0;
  let pending: Request<T> | null = null;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    /** Asks for `intent`; the newest request wins until it is taken. */
    open(intent: T): void {
      seq += 1;
      pending = { ...intent, seq };
      notify();
    },
    /** Called once request `taken` has been applied; an older number changes nothing. */
    take(taken: number): void {
      if (pending?.seq !== taken) return;
      pending = null;
      notify();
    },
    /** The request not yet taken, or null. */
    useRequest(): Request<T> | null {
      return useSyncExternalStore(subscribe, () => pending);
    },
  };
}
