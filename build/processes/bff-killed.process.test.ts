import { join } from 'node:path';
import { expect, onTestFinished, test, vi } from 'vitest';
import type { ProcessEntry } from './process-table';
import { copyProject, paperEnvironment } from './testing/project-copy';
import { allEnded, killLeft, listening, loopbackPorts, processTree, startProcess } from './testing/started-process';

// The BFF and the simulator it starts take seconds each to start on a busy machine: a wide budget
// for a correctness check, never a claim about speed.
vi.setConfig({ testTimeout: 180_000 });

test('kill -9 of a BFF that started a simulator leaves none of its processes running and frees every port', async () => {
  const project = copyProject();
  let started: ProcessEntry[] = [];
  onTestFinished(() => {
    killLeft(started);
    project.remove();
  });
  const bff = startProcess(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: project.dir,
    env: { ...paperEnvironment(join(project.dir, 'data')), SERVE_SPA: '0' },
  });
  await bff.line((line) => line.startsWith('BFF_READY '));
  const { pid } = bff;
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
