import type { FrameScheduler } from './live-views';

/** A hidden tab gets no animation frames; its store still publishes this often. */
const HIDDEN_TAB_FALLBACK_MS = 250;

/**
 * Animation frames with a timer fallback: in a visible tab the frame comes first (at most one
 * publish per frame); in a hidden one, where browsers stop frames, the timer publishes so the
 * pending layer never grows and the tab is current when shown.
 */
export function createBrowserFrames(): FrameScheduler {
  const pending = new Map<number, { frame: number; timer: ReturnType<typeof setTimeout> }>();
  let next = 1;
  return {
    request(callback) {
      const handle = next++;
      const run = () => {
        const entry = pending.get(handle);
        if (entry === undefined) return;
        pending.delete(handle);
        cancelAnimationFrame(entry.frame);
        clearTimeout(entry.timer);
        callback();
      };
      pending.set(handle, { frame: requestAnimationFrame(run), timer: setTimeout(run, HIDDEN_TAB_FALLBACK_MS) });
      return handle;
    },
    cancel(handle) {
      const entry = pending.get(handle);
      if (entry === undefined) return;
      pending.delete(handle);
      cancelAnimationFrame(entry.frame);
      clearTimeout(entry.timer);
    },
  };
}
