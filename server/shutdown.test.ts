import { expect, test } from 'vitest';
import { createShutdown, SHUTDOWN_DEADLINE_MS } from './shutdown';

function recorder() {
  const closed: string[] = [];
  const lines: string[] = [];
  const exits: number[] = [];
  const step = (name: string, run: () => void | Promise<void> = () => undefined) => ({
    name,
    run: async () => {
      closed.push(name);
      await run();
    },
  });
  return {
    closed,
    lines,
    exits,
    step,
    deps: {
      exit: (code: number) => exits.push(code),
      log: (line: string) => lines.push(line),
      // The deadline is its own test's: none is left running after the others.
      setTimer: () => undefined,
    },
  };
}

test('every part closes in order and the process exits with the code asked for', async () => {
  const r = recorder();
  const shutdown = createShutdown([r.step('the server'), r.step('the journal'), r.step('the simulator')], r.deps);
  await shutdown.stop(0);
  expect(r.closed).toEqual(['the server', 'the journal', 'the simulator']);
  expect(r.exits).toEqual([0]);
  expect(r.lines).toEqual([]);
});

test('a close that rejects or throws is said in one line, the rest still close, and the exit code is 1', async () => {
  const r = recorder();
  const shutdown = createShutdown(
    [
      r.step('the live feed', () => Promise.reject(new Error('socket hang up'))),
      r.step('the journal', () => {
        throw new Error('database is locked');
      }),
      r.step('the simulator'),
    ],
    r.deps,
  );
  // Resolves, never rejects: a signal handler voids it.
  await expect(shutdown.stop(0)).resolves.toBeUndefined();
  expect(r.closed).toEqual(['the live feed', 'the journal', 'the simulator']);
  expect(r.lines).toEqual([
    'Stopping: the live feed did not close cleanly: socket hang up',
    'Stopping: the journal did not close cleanly: database is locked',
  ]);
  expect(r.exits).toEqual([1]);
});

test('a second signal joins the stop under way; the crash code of a simulator that died is kept', async () => {
  const r = recorder();
  let release: () => void = () => undefined;
  const shutdown = createShutdown(
    [r.step('the server', () => new Promise<void>((resolve) => (release = resolve))), r.step('the simulator')],
    r.deps,
  );
  expect(shutdown.stopping).toBe(false);
  const first = shutdown.stop(1);
  const second = shutdown.stop(0);
  expect(shutdown.stopping).toBe(true);
  release();
  await Promise.all([first, second]);
  expect(r.closed).toEqual(['the server', 'the simulator']);
  expect(r.exits).toEqual([1]);
});

test('a part that never closes does not keep the process up: it exits 1 at the deadline', () => {
  const r = recorder();
  const deadlines: { callback: () => void; delayMs: number }[] = [];
  const shutdown = createShutdown([r.step('the live feed', () => new Promise<void>(() => undefined))], {
    ...r.deps,
    setTimer: (callback, delayMs) => deadlines.push({ callback, delayMs }),
  });
  void shutdown.stop(0);
  expect(r.exits).toEqual([]);
  expect(deadlines.map((d) => d.delayMs)).toEqual([SHUTDOWN_DEADLINE_MS]);
  deadlines[0]?.callback();
  expect(r.exits).toEqual([1]);
  expect(r.lines).toEqual(['Stopping: the parts did not close within 15 s; exiting.']);
});
