import type { SimulatorState } from './schema';
import { saveStateFile } from './state-file';

/** Holds the live state and persists every change when a state file is configured. */
export interface StateStore {
  get(): SimulatorState;
  replace(state: SimulatorState): Promise<void>;
}

export function createStateStore(initial: SimulatorState, filePath: string | null): StateStore {
  let current = initial;
  // Writes are chained so two quick changes never race on the temporary file.
  let pending: Promise<void> = Promise.resolve();
  return {
    get: () => current,
    async replace(state) {
      current = state;
      if (filePath === null) return;
      pending = pending.catch(() => undefined).then(() => saveStateFile(filePath, state));
      await pending;
    },
  };
}
