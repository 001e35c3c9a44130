/** How long the parts may take to close before the process exits anyway. */
export const SHUTDOWN_DEADLINE_MS = 15_000;

/** One part of the BFF to close on the way out, named for the line that says it failed. */
export interface ShutdownStep {
  name: string;
  run: () => void | Promise<void>;
}

export interface Shutdown {
  /**
   * Closes every step in order, each even when one before it failed or threw, then exits: with
   * `code`, or 1 when a step failed. Never rejects, so a signal handler can `void` it. Later calls
   * join the first.
   */
  stop(code: number): Promise<void>;
  /** Whether `stop` was called: the simulator's exit that `stop` causes is not a crash. */
  readonly stopping: boolean;
}

/**
 * The BFF's way out (`server/main.ts`): a close that fails (a database that cannot flush, a
 * simulator that will not stop) is said in one line and the rest still close, instead of an
 * unhandled rejection that would leave the process up or end it before the simulator is stopped.
 */
export function createShutdown(
  steps: readonly ShutdownStep[],
  deps: {
    exit: (code: number) => void;
    log: (line: string) => void;
    /** Starts the deadline; the system timer (unref'd) by default. */
    setTimer?: (callback: () => void, delayMs: number) => void;
  },
): Shutdown {
  let stopping: Promise<void> | null = null;
  const setTimer =
    deps.setTimer ??
    ((callback: () => void, delayMs: number) => {
      setTimeout(callback, delayMs).unref();
    });
  const runAll = async (code: number) => {
    // A close that never ends (a socket that never drains) must not keep the process up: every
    // later signal joins this stop, so nothing else would end it short of SIGKILL.
    setTimer(() => {
      deps.log(`Stopping: the parts did not close within ${String(SHUTDOWN_DEADLINE_MS / 1000)} s; exiting.`);
      deps.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    let failed = false;
    for (const step of steps) {
      try {
        await step.run();
      } catch (error) {
        failed = true;
        deps.log(
          `Stopping: ${step.name} did not close cleanly: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    deps.exit(failed && code === 0 ? 1 : code);
  };
  return {
    stop(code) {
      stopping ??= runAll(code);
      return stopping;
    },
    get stopping() {
      return stopping !== null;
    },
  };
}
