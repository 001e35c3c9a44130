/**
 * Runs work one at a time per key, and some work alone. Each order's events keep their order,
 * while one order's event waiting for a read does not hold back another order's fill; work run
 * `alone` (a catch-up after a reconnect, a paper account's reset) waits for everything queued
 * before it, and everything queued after it waits for it. A failure is reported to `log` and
 * does not stop what comes next.
 */
export function createKeyedSerial(log: (error: unknown) => void) {
  // What work alone waits for, and what later work of every key starts after.
  let barrier: Promise<void> = Promise.resolve();
  // The last work queued per key since the last work alone.
  const chains = new Map<string, Promise<void>>();

  const settled = (run: Promise<unknown>): Promise<void> =>
    run.then(
      () => undefined,
      (error: unknown) => {
        log(error);
      },
    );

  return {
    /** Runs `work` after the work queued before it under `key`, and after the last work alone. */
    forKey<T>(key: string, work: () => Promise<T>): Promise<T> {
      const run = (chains.get(key) ?? barrier).then(work);
      const done = settled(run);
      chains.set(key, done);
      void done.then(() => {
        if (chains.get(key) === done) chains.delete(key);
      });
      return run;
    },
    /** Runs `work` once everything queued before it is done, and before anything queued after. */
    alone<T>(work: () => Promise<T>): Promise<T> {
      const before = Promise.all([barrier, ...chains.values()]);
      chains.clear();
      const run = before.then(work);
      barrier = settled(run);
      return run;
    },
  };
}
