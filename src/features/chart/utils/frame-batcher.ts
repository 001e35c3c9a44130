/** Runs at most one task per animation frame: the last one scheduled before the frame. */
export type FrameBatcher = { schedule: (task: () => void) => void; cancel: () => void };

export function createFrameBatcher(
  requestFrame: (callback: () => void) => number = (cb) => requestAnimationFrame(cb),
  cancelFrame: (handle: number) => void = (handle) => {
    cancelAnimationFrame(handle);
  },
): FrameBatcher {
  let pending: (() => void) | undefined;
  let handle: number | undefined;
  return {
    schedule(task) {
      pending = task;
      handle ??= requestFrame(() => {
        handle = undefined;
        const run = pending;
        pending = undefined;
        run?.();
      });
    },
    cancel() {
      if (handle !== undefined) cancelFrame(handle);
      handle = undefined;
      pending = undefined;
    },
  };
}
