import type { Clock } from '@server/shared/clock';

/** A Clock whose time moves only when told, for exact tests and simulated-time benches. */
export interface FakeClock extends Clock {
  /** Moves time forward, firing due timers in order. */
  advance(ms: number): void;
  /** Moves time to the next pending timer and fires it; false when none is pending. */
  runNext(): boolean;
}

export function createFakeClock(start = 0): FakeClock {
  let now = start;
  let seq = 0;
  const timers = new Map<number, { at: number; callback: () => void }>();

  function next(): [number, { at: number; callback: () => void }] | undefined {
    let best: [number, { at: number; callback: () => void }] | undefined;
    for (const entry of timers) if (best === undefined || entry[1].at < best[1].at) best = entry;
    return best;
  }

  return {
    now: () => now,
    setTimer(callback, delayMs) {
      const id = seq++;
      timers.set(id, { at: now + Math.max(0, delayMs), callback });
      return () => {
        timers.delete(id);
      };
    },
    advance(ms) {
      const target = now + ms;
      for (let entry = next(); entry !== undefined && entry[1].at <= target; entry = next()) {
        timers.delete(entry[0]);
        now = Math.max(now, entry[1].at);
        entry[1].callback();
      }
      now = target;
    },
    runNext() {
      const entry = next();
      if (entry === undefined) return false;
      timers.delete(entry[0]);
      now = Math.max(now, entry[1].at);
      entry[1].callback();
      return true;
    },
  };
}
