import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, onTestFinished, test } from 'vitest';
import { TEST_RUN_VARIABLE } from './find-leftovers';
import { readProcess } from './process-table';
import { repoRoot } from './testing/started-process';

const children: ChildProcess[] = [];

/** A process that runs until it is killed. */
async function idle(options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<ChildProcess & { pid: number }> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1 << 30)'], { ...options, stdio: 'ignore' });
  children.push(child);
  await new Promise((resolve, reject) => child.once('spawn', resolve).once('error', reject));
  const { pid } = child;
  if (pid === undefined) throw new Error('no pid');
  return Object.assign(child, { pid });
}

function startTicks(pid: number): number {
  return readProcess('/proc', pid)?.startTicks ?? Number.NaN;
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/** Runs the check as `npm test` does, for the run `marker` and the repository `root`. */
function check(root: string, marker: number): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'build/processes/check-leftover-processes.ts', root], {
    cwd: repoRoot,
    env: { ...process.env, [TEST_RUN_VARIABLE]: String(marker) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) =>
    child.once('close', (code) => {
      resolve({ code, stdout, stderr });
    }),
  );
}

test('the check names each process of the run still running and passes with one line once none is', async () => {
  // A stand-in repository, so the test's own neighbours in the real one are not in its view.
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'leftover-root-')));
  onTestFinished(() => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
    rmSync(root, { recursive: true, force: true });
  });
  const bare = { PATH: process.env.PATH ?? '' };
  // Working in the repository since before the run: the user's own, never named.
  const before = await idle({ cwd: root, env: bare });
  // The run's shell: the marker is its pid, the run began when it started.
  let run = await idle({ cwd: tmpdir(), env: bare });
  while (!(startTicks(run.pid) > startTicks(before.pid))) {
    await stop(run);
    run = await idle({ cwd: tmpdir(), env: bare });
  }
  // Started by the run with its environment (anywhere), and with an environment of its own (in
  // the repository).
  const marked = await idle({ cwd: tmpdir(), env: { ...bare, [TEST_RUN_VARIABLE]: String(run.pid) } });
  const unmarked = await idle({ cwd: root, env: bare });

  const failed = await check(root, run.pid);
  expect(failed.code).toBe(1);
  expect(failed.stderr).toContain('2 started by this test run still running');
  expect(failed.stderr).toContain(`pid ${String(marked.pid)} in `);
  expect(failed.stderr).toContain(`pid ${String(unmarked.pid)} in ${root}: `);
  expect(failed.stderr).not.toContain(`pid ${String(before.pid)} `);

  await stop(marked);
  await stop(unmarked);
  const passed = await check(root, run.pid);
  expect(passed).toEqual({ code: 0, stdout: 'Processes: none of this test run is left running.\n', stderr: '' });
});
