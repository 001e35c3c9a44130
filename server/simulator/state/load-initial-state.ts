import type { SimulatorState } from './schema';
import { loadStateFile } from './state-file';

export type InitialState = { ok: true; state: SimulatorState; created: boolean } | { ok: false; reason: string };

/**
 * The state to start from: the saved file when there is one, else a fresh seed (`created`, so
 * the caller writes it). A corrupt file stops start-up rather than being overwritten.
 */
export async function loadInitialState(filePath: string | null, seed: () => SimulatorState): Promise<InitialState> {
  if (filePath === null) return { ok: true, state: seed(), created: false };
  const loaded = await loadStateFile(filePath);
  if (loaded.kind === 'loaded') return { ok: true, state: loaded.state, created: false };
  if (loaded.kind === 'invalid') return { ok: false, reason: loaded.reason };
  return { ok: true, state: seed(), created: true };
}
