import type { SimulatorState } from './schema';
import { saveStateFile } from './state-file';

/** Holds the live state and persists every change when a state file is configured. */
export interface StateStore {
  get(): SimulatorState;
  /** Resolves once this state (or a later one) is on disk. */
  replace(state: SimulatorState): Promise<void>;
  /** Resolves once every write started so far has finished (or failed): before the files go. */
  flush(): Promise<void>;
}

/**
 * `report` hears every failed write once (the simulator's stderr by default), so a change that
 * could not be saved is said even when nobody awaits it (the broker's own steps), and never
 * becomes an unhandled rejection that would end the simulator; a caller that awaits `replace`
 * still gets the failure.
 */
export function createStateStore(
  initial: SimulatorState,
  filePath: string | null,
  report: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
  /** Market time, written with each state so a restart resumes the calendar from it. */
  marketNow?: () => number,
): StateStore {
  let current = initial;
  // One write in flight and at most one queued behind it, which writes whatever state is newest
  // when it starts: a burst of changes (fills) costs two writes, never a growing queue, and two
  // writes never race on the temporary file.
  let writing: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  return {
    get: () => current,
    flush: () => (queued ?? writing ?? Promise.resolve()).catch(() => undefined),
    replace(state) {
      current = state;
      if (filePath === null) return Promise.resolve();
      if (queued !== null) return queued;
      const before = writing ?? Promise.resolve();
      const next = before
        .catch(() => undefined)
        .then(() => {
          queued = null;
          const write = saveStateFile(
            filePath,
            marketNow === undefined ? current : { ...current, market_time: marketNow() },
          );
          writing = write;
          return write.finally(() => {
            if (writing === write) writing = null;
          });
        });
      next.catch((error: unknown) => {
        report(`Simulator state not saved to ${filePath}: ${error instanceof Error ? error.message : String(error)}`);
      });
      queued = next;
      return next;
    },
  };
}
