/** A clock and one-shot timer, injected so schedulers and caches can be driven by tests. */
export interface Clock {
  now(): number;
  setTimer(callback: () => void, delayMs: number): () => void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimer: (callback, delayMs) => {
    const handle = setTimeout(callback, delayMs);
    // A pending wake-up must not keep the process alive on shutdown.
    handle.unref();
    return () => {
      clearTimeout(handle);
    };
  },
};
