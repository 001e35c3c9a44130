import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import type { SimulatorState } from './schema';
import { loadStateFile, saveStateFile } from './state-file';
import { loadInitialState } from './load-initial-state';

const state: SimulatorState = {
  version: 1,
  accounts: [
    {
      account_id: 'A1',
      account_number: '1',
      account_type: 'CASH',
      account_label: 'Individual Cash',
      account_class: 'INDIVIDUAL_CASH',
      cash: '25000.00',
      positions: [],
    },
  ],
};
let dir = '';
afterEach(async () => {
  if (dir !== '') await rm(dir, { recursive: true, force: true });
  dir = '';
});

test('saved state loads back unchanged and no temporary file is left behind', async () => {
  dir = await mkdtemp(join(tmpdir(), 'sim-state-'));
  const file = join(dir, 'state.json');
  await saveStateFile(file, state);
  await saveStateFile(file, { ...state, accounts: [{ ...state.accounts[0]!, cash: '1.00' }] });
  expect(await loadStateFile(file)).toEqual({
    kind: 'loaded',
    state: { ...state, accounts: [{ ...state.accounts[0]!, cash: '1.00' }] },
  });
  expect(await readdir(dir)).toEqual(['state.json']);
});

test('a missing file means a fresh seed that the caller writes; a corrupt one stops start-up', async () => {
  dir = await mkdtemp(join(tmpdir(), 'sim-state-'));
  const file = join(dir, 'state.json');
  expect(await loadInitialState(file, () => state)).toEqual({ ok: true, state, created: true });
  await writeFile(file, '{"version":2}');
  expect(await loadInitialState(file, () => state)).toMatchObject({ ok: false });
  await writeFile(file, 'not json');
  expect(await loadInitialState(file, () => state)).toEqual({ ok: false, reason: 'not valid JSON' });
  expect(await loadInitialState(null, () => state)).toEqual({ ok: true, state, created: false });
});
