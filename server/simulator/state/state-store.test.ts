import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import type { SimulatorState } from './schema';
import { createStateStore } from './state-store';

const state: SimulatorState = { version: 1, accounts: [] };

let dir = '';
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
afterEach(async () => {
  process.off('unhandledRejection', onUnhandled);
  unhandled.length = 0;
  if (dir !== '') await rm(dir, { recursive: true, force: true });
  dir = '';
});

/** Lets Node run its check for promises rejected with no handler (after the microtasks). */
const afterRejectionCheck = () => new Promise((resolve) => setImmediate(resolve));

test('a write nobody awaits that fails is said once, and is no unhandled rejection', async () => {
  process.on('unhandledRejection', onUnhandled);
  dir = await mkdtemp(join(tmpdir(), 'sim-store-'));
  const file = join(dir, 'gone', 'state.json');
  const lines: string[] = [];
  const store = createStateStore(state, file, (line) => lines.push(line));
  // As the broker does when it first indexes: fire and forget.
  void store.replace({ ...state });
  await store.flush();
  await afterRejectionCheck();
  expect(unhandled).toEqual([]);
  expect(lines).toEqual([expect.stringMatching(new RegExp(`^Simulator state not saved to ${file}: ENOENT`))]);
});

test('a caller that awaits the write still gets its failure; the next write to a good file succeeds', async () => {
  process.on('unhandledRejection', onUnhandled);
  dir = await mkdtemp(join(tmpdir(), 'sim-store-'));
  const lines: string[] = [];
  const broken = createStateStore(state, join(dir, 'gone', 'state.json'), (line) => lines.push(line));
  await expect(broken.replace({ ...state })).rejects.toThrow(/ENOENT/);
  expect(lines).toHaveLength(1);
  const good = createStateStore(state, join(dir, 'state.json'), (line) => lines.push(line));
  await good.replace({ version: 1, accounts: [] });
  expect(JSON.parse(await readFile(join(dir, 'state.json'), 'utf8'))).toEqual({ version: 1, accounts: [] });
  await afterRejectionCheck();
  expect(unhandled).toEqual([]);
  expect(lines).toHaveLength(1);
});

test('every write names the market time it was written at, where the next start resumes', async () => {
  dir = await mkdtemp(join(tmpdir(), 'sim-store-'));
  const file = join(dir, 'state.json');
  let marketNow = 1_000;
  const store = createStateStore(state, file, undefined, () => marketNow);
  await store.replace(state);
  expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ ...state, market_time: 1_000 });
  marketNow = 2_000;
  await store.replace(store.get());
  expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ ...state, market_time: 2_000 });
  // The state in memory is the caller's; only the file carries the time.
  expect(store.get()).toEqual(state);
});
