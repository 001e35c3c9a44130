import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { fleetReportSchema, type FleetCommand, type FleetReport } from './fleet-protocol';

type Report<K extends FleetReport['kind']> = Extract<FleetReport, { kind: K }>;

/** The parent's handle on the client-fleet child process (client-fleet.ts). */
export interface Fleet {
  connect(command: Extract<FleetCommand, { cmd: 'connect' }>): Promise<Report<'connected'>>;
  start(): Promise<void>;
  stop(): Promise<Report<'stopped'>>;
  close(): Promise<void>;
}

export function startFleet(): Fleet {
  const child = fork(fileURLToPath(new URL('./client-fleet.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  function ask<T>(command: FleetCommand, pick: (report: FleetReport) => T | null): Promise<T> {
    return new Promise((resolve, reject) => {
      const onExit = () => {
        reject(new Error('the client fleet exited'));
      };
      const onMessage = (raw: unknown) => {
        const answer = pick(fleetReportSchema.parse(raw));
        if (answer === null) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(answer);
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.send(command);
    });
  }
  return {
    connect: (command) => ask(command, (r) => (r.kind === 'connected' ? r : null)),
    start: () => ask({ cmd: 'start' }, (r) => (r.kind === 'started' ? undefined : null)),
    stop: () => ask({ cmd: 'stop' }, (r) => (r.kind === 'stopped' ? r : null)),
    async close() {
      await ask({ cmd: 'close' }, (r) => (r.kind === 'closed' ? undefined : null));
      child.kill('SIGTERM');
    },
  };
}
