import { expect, test } from 'vitest';
import { findLeftovers, TEST_RUN_VARIABLE } from './find-leftovers';
import type { ProcessEntry } from './process-table';

const ROOT = '/home/trader/dashboard';
const RUN_START = 5_000;

function entry(pid: number, fields: Partial<ProcessEntry> & { marker?: string }): ProcessEntry {
  const { marker, ...rest } = fields;
  return {
    pid,
    ppid: 1,
    pgid: pid,
    state: 'S',
    startTicks: RUN_START + pid,
    command: 'node something.js',
    cwd: '/elsewhere',
    env: new Map(marker === undefined ? [] : [[TEST_RUN_VARIABLE, marker]]),
    ...rest,
  };
}

/** npm (10) runs the test shell (11, the marker), which runs the check (12), which runs a helper (13). */
const runChain = [
  entry(10, { startTicks: RUN_START - 1, cwd: ROOT, command: 'npm test' }),
  entry(11, { ppid: 10, startTicks: RUN_START, cwd: ROOT, marker: '11' }),
  entry(12, { ppid: 11, cwd: ROOT, marker: '11', command: `node ${ROOT}/build/processes/check.ts` }),
  entry(13, { ppid: 12, cwd: ROOT, marker: '11', command: 'esbuild --service' }),
];

function leftovers(others: ProcessEntry[]): number[] {
  return findLeftovers({
    table: [...runChain, ...others],
    selfPid: 12,
    marker: '11',
    runStartTicks: RUN_START,
    root: ROOT,
  })
    .map((p) => p.pid)
    .sort((a, b) => a - b);
}

test('the check itself, the run that started it and what the check started are never leftovers', () => {
  expect(leftovers([])).toEqual([]);
});

test('a process carrying the run marker is a leftover wherever it works, even orphaned', () => {
  expect(leftovers([entry(20, { marker: '11', cwd: '/tmp' })])).toEqual([20]);
});

test('without the marker, a process started since the run began in the repository, or running a file of it, is a leftover', () => {
  expect(
    leftovers([
      entry(21, { cwd: ROOT }),
      entry(22, { cwd: `${ROOT}/server` }),
      entry(23, { command: `node ${ROOT}/node_modules/.bin/vite` }),
      // A sibling folder whose name starts like the root is not the repository.
      entry(24, { cwd: `${ROOT}-old` }),
      entry(25, { cwd: '/tmp' }),
    ]),
  ).toEqual([21, 22, 23]);
});

test('what started before the run, another run, and a process that has already ended are not leftovers', () => {
  expect(
    leftovers([
      entry(30, { startTicks: RUN_START - 100, cwd: ROOT }),
      entry(31, { marker: '99', cwd: '/tmp' }),
      entry(32, { state: 'Z', marker: '11', cwd: null, env: null }),
      // Another user's process: nothing of it can be read but its command.
      entry(33, { cwd: null, env: null }),
    ]),
  ).toEqual([]);
});
