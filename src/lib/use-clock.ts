import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, 1_000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/**
 * The current time (ms), refreshed every second by one timer shared by every caller: a
 * 200-row list showing each price's age costs one timer, not 200.
 */
export function useClock(): number {
  return useSyncExternalStore(subscribe, () => now);
}

/**
 * What `read` makes of the current time, from the same shared timer; the caller renders again
 * only when that changes. A ticket that needs the market minute, or a table that needs today's
 * date, then renders once a minute or once a day instead of every second: a render a second of
 * a big component is work that can fall between an order's answer and its result on screen
 * (docs/trading-screens.md#the-clock-in-the-tab).
 */
export function useClockReading<T extends string | number | boolean | null | undefined>(read: (now: number) => T): T {
  return useSyncExternalStore(subscribe, () => read(now));
}
