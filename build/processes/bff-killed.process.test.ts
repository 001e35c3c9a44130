import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, onTestFinished, test, vi } from 'vitest';
import type { ProcessEntry } from './process-table';
import {
  allEnded,
  killLeft,
  listening,
  loopbackPorts,
  processTree,
  repoRoot,
  startProcess,
} from './testing/started-process';

// The BFF and the simulator it starts take seconds each to start on a busy machine: a wide budget
// for a correctness check, never a claim about speed.
vi.setConfig({ testTimeout: 180_000 });

/** This environment without the variables that would send the BFF to a live broker. */
function paperEnvironment(dataDir: string): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('BROKER_')));
  return {
    ...env,
    HOST: '127.0.0.1',
    PORT: '0',
    SERVE_SPA: '0',
    DATA_DIR: dataDir,
    SIM_APP_KEY: randomBytes(16).toString('hex'),
    SIM_APP_SECRET: randomBytes(16).toString('hex'),
  };
}

test('kill -9 of a BFF that started a simulator leaves none of its processes running and frees every port', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'bff-killed-'));
  let started: ProcessEntry[] = [];
  onTestFinished(async () => {
    killLeft(started);
    await rm(dir, { recursive: true, force: true });
  });
  const bff = startProcess(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: paperEnvironment(join(dir, 'data')),
  });
  await bff.line((line) => line.startsWith('BFF_READY '));
  const pid = bff.child.pid ?? 0;
  started = processTree(pid);
  // The BFF's own port, the simulator's HTTP (and MQTT over WebSocket), MQTT and gRPC ports.
  const ports = [...new Set(loopbackPorts(bff.output()))];
  expect(started.some((p) => p.command.includes('server/simulator/main.ts'))).toBe(true);
  expect(ports.length).toBeGreaterThanOrEqual(4);
  expect(await Promise.all(ports.map(listening))).toEqual(ports.map(() => true));

  // SIGKILL: no handler of the BFF runs, so nothing it would do on the way out can help.
  process.kill(pid, 'SIGKILL');
  await bff.exited;
  await allEnded(started);
  expect(await Promise.all(ports.map(listening))).toEqual(ports.map(() => false));
});
