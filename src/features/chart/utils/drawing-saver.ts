import type { Drawing, SavedDrawings } from '@contracts/drawings';

/** Saving a change is waited this long after the last one, so a run of arrow presses is one write. */
export const SAVE_DELAY_MS = 400;

export type DrawingSaverDeps = {
  save: (drawings: readonly Drawing[], baseVersion: number) => Promise<SavedDrawings>;
  /** Whether a refusal means another page saved first (the answer to it is to load them again). */
  isConflict: (error: unknown) => boolean;
  onSaved: (saved: SavedDrawings) => void;
  onConflict: (error: unknown) => void;
  onError: (error: unknown) => void;
  setTimer: (run: () => void, ms: number) => () => void;
};

/**
 * One symbol's saves: the newest set `SAVE_DELAY_MS` after the last change, one write at a time,
 * each from the version the previous answer gave, so the server ends with the set last shown. A
 * conflict drops what waits (the page loads the saved set instead, and starts again from its version).
 */
export function createDrawingSaver(initialVersion: number, deps: DrawingSaverDeps) {
  let version = initialVersion;
  let waiting: readonly Drawing[] | null = null;
  let sending = false;
  let cancelTimer: (() => void) | null = null;

  const send = () => {
    cancelTimer?.();
    cancelTimer = null;
    if (sending || waiting === null) return;
    const drawings = waiting;
    waiting = null;
    sending = true;
    deps.save(drawings, version).then(
      (saved) => {
        version = saved.version;
        sending = false;
        deps.onSaved(saved);
        send();
      },
      (error: unknown) => {
        sending = false;
        if (deps.isConflict(error)) {
          waiting = null;
          deps.onConflict(error);
        } else {
          deps.onError(error);
          send();
        }
      },
    );
  };

  return {
    /** The set to save once changes stop. */
    change(drawings: readonly Drawing[]): void {
      waiting = drawings;
      cancelTimer?.();
      cancelTimer = deps.setTimer(send, SAVE_DELAY_MS);
    },
    /** Sends what waits now (the page leaves the symbol). */
    flush: send,
    /** Starts again from a version just read. */
    reset(nextVersion: number): void {
      cancelTimer?.();
      cancelTimer = null;
      waiting = null;
      version = nextVersion;
    },
    version: () => version,
  };
}

export type DrawingSaver = ReturnType<typeof createDrawingSaver>;
