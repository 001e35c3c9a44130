import { randomUUID } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { simulatorStateSchema, type SimulatorState } from './schema';

export type LoadResult =
  { kind: 'missing' } | { kind: 'loaded'; state: SimulatorState } | { kind: 'invalid'; reason: string };

/** Reads and validates the state file; a missing file is not an error (first start). */
export async function loadStateFile(path: string): Promise<LoadResult> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return { kind: 'missing' };
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { kind: 'invalid', reason: 'not valid JSON' };
  }
  const parsed = simulatorStateSchema.safeParse(json);
  if (!parsed.success)
    return { kind: 'invalid', reason: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') };
  return { kind: 'loaded', state: parsed.data };
}

/**
 * Writes the state atomically: a temporary file beside the target, then a rename, so a crash
 * mid-write never leaves a half-written state file. Each write has a temporary file of its own:
 * two stores of one process on one file (a restart inside a test) never rename each other's.
 */
export async function saveStateFile(path: string, state: SimulatorState): Promise<void> {
  const temporary = `${path}.${String(process.pid)}.${randomUUID()}.tmp`;
  await writeFile(temporary, `${JSON.stringify(state, null, 2)}\n`, 'utf8');
  await rename(temporary, path);
}
