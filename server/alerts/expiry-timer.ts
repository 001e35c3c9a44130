import type { Clock } from '@server/shared/clock';

// setTimeout holds at most a 32-bit delay (about 24.8 days); a later expiry is timed again then.
const LONGEST_DELAY_MS = 2 ** 31 - 1;

/**
 * One timer for the soonest expiry of the active alerts: at it, `run` expires what is due, and
 * the timer is set again for the next. `reschedule` after every change of the alerts.
 */
export function createExpiryTimer(o: { clock: Clock; soonest: () => number | null; run: () => Promise<void> }) {
  // `run` never rejects: it says what went wrong itself.
  let cancel: (() => void) | null = null;
  let stopped = false;

  function reschedule(): void {
    cancel?.();
    cancel = null;
    const soonest = o.soonest();
    if (stopped || soonest === null) return;
    const delay = Math.min(Math.max(0, soonest - o.clock.now()), LONGEST_DELAY_MS);
    cancel = o.clock.setTimer(() => {
      cancel = null;
      void o.run().finally(reschedule);
    }, delay);
  }

  return {
    reschedule,
    cancel(): void {
      stopped = true;
      cancel?.();
      cancel = null;
    },
  };
}
