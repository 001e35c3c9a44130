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
  deps: { exit: (code: number) => void; log: (line: string) => void },
): Shutdown {
  let stopping: Promise<void> | null = null;
  const runAll = async (code: number) => {
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
