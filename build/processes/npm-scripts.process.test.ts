import { join } from 'node:path';
import { afterAll, beforeAll, expect, onTestFinished, test, vi } from 'vitest';
import { readProcessTable, type ProcessEntry } from './process-table';
import { copyProject, paperEnvironment, type ProjectCopy } from './testing/project-copy';
import { allEnded, killLeft, listening, processTree, startProcess, type Started } from './testing/started-process';

// `npm start` builds the SPA first, and each command starts the BFF and the simulator: on a busy
// machine that is a minute or more. A wide budget for a correctness check, never a claim about speed.
vi.setConfig({ testTimeout: 300_000 });

let project: ProjectCopy;
beforeAll(() => {
  project = copyProject();
});
afterAll(() => {
  project.remove();
});

/** How each command says it is up: `npm start` when the BFF is; `npm run dev` once the SPA's server is too. */
const commands = [
  {
    script: 'start',
    args: ['start'],
    ready: (npm: Started) => npm.line((line) => line.includes('BFF_READY ')),
  },
  {
    script: 'dev',
    args: ['run', 'dev'],
    ready: async (npm: Started) => {
      await npm.line((line) => line.includes('BFF_READY '));
      await npm.line((line) => /Local:\s+http:\/\/127\.0\.0\.1:\d+/.test(line));
    },
  },
] as const;

/** The ports of the lines where a server says it listens (not the login link's public URL). */
function servicePorts(output: string): number[] {
  const lines = output.split('\n').filter((line) => /listening on|Local:|MQTT streaming on|Trade events/i.test(line));
  return [...new Set(lines.flatMap((line) => [...line.matchAll(/127\.0\.0\.1:(\d+)/g)].map((m) => Number(m[1]))))];
}

for (const command of commands) {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    for (const target of ['the npm process', 'its process group'] as const) {
      test(`npm ${command.args.join(' ')}: ${signal} to ${target} ends every process it started and frees its ports`, async () => {
        const npm = startProcess('npm', [...command.args], {
          cwd: project.dir,
          env: paperEnvironment(join(project.dir, `data-${command.script}-${signal}-${target.length}`)),
        });
        const group = npm.pid;
        let started: ProcessEntry[] = [];
        onTestFinished(() => {
          killLeft(started);
          try {
            process.kill(-group, 'SIGKILL');
          } catch {
            // The group has ended, as it should.
          }
        });
        await command.ready(npm);
        started = processTree(group);
        expect(started.filter((p) => p.command.includes('server/simulator/main.ts'))).toHaveLength(1);
        const ports = servicePorts(npm.output());
        // The BFF, the simulator's HTTP, MQTT and gRPC ports, and in development the SPA's server.
        expect(ports).toHaveLength(command.script === 'dev' ? 5 : 4);
        expect(await Promise.all(ports.map(listening))).toEqual(ports.map(() => true));

        // A negative pid signals the whole group, as a terminal does on Ctrl+C.
        process.kill(target === 'the npm process' ? group : -group, signal);
        await npm.exited;
        await allEnded(started);
        const left = readProcessTable().filter((p) => p.pgid === group && p.state !== 'Z');
        expect(left.map((p) => `${String(p.pid)} ${p.command}`)).toEqual([]);
        expect(await Promise.all(ports.map(listening))).toEqual(ports.map(() => false));
      });
    }
  }
}
