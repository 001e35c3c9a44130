import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { connect } from 'node:net';
import { resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { descendantsOf, readProcess, readProcessTable, type ProcessEntry } from '../process-table';

/** The repository root, where the package scripts run. */
export const repoRoot = resolve(import.meta.dirname, '..', '..', '..');

export interface Started {
  child: ChildProcess;
  /** Its pid, also its process group's id. */
  pid: number;
  /** Everything it printed so far, both streams, for failure messages. */
  output: () => string;
  /** Resolves with the first line `match` accepts; rejects if the process exits first. */
  line: (match: (line: string) => boolean) => Promise<string>;
  /** Resolves once it has exited. */
  exited: Promise<void>;
}

/**
 * Starts a command with piped output in its own process group (so a test can signal the group
 * as a terminal's Ctrl+C does, and kill whatever is left of it on failure).
 */
export function startProcess(command: string, args: string[], options: SpawnOptions): Started {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  // A command that cannot be started has no pid: said below, not as an unhandled 'error'.
  child.on('error', () => undefined);
  // Never 0 or missing: a signal to pid 0 (or group -0) would reach this very test's group.
  const { pid } = child;
  if (pid === undefined || pid <= 0) throw new Error(`${command} did not start`);
  let text = '';
  const waiting = new Set<() => void>();
  const onChunk = (chunk: Buffer) => {
    // Colours off: a port printed in bold is still a port.
    text += stripVTControlCharacters(chunk.toString('utf8'));
    for (const check of waiting) check();
  };
  child.stdout.on('data', onChunk);
  child.stderr.on('data', onChunk);
  const exited = new Promise<void>((done) =>
    child.once('exit', () => {
      done();
    }),
  );
  const line = (match: (line: string) => boolean) =>
    new Promise<string>((resolveLine, reject) => {
      const check = () => {
        const found = text.split('\n').find(match);
        if (found === undefined) return;
        waiting.delete(check);
        resolveLine(found);
      };
      waiting.add(check);
      check();
      void exited.then(() => {
        if (!waiting.has(check)) return;
        waiting.delete(check);
        reject(new Error(`${command} ${args.join(' ')} exited (${String(child.exitCode)}) first:\n${text}`));
      });
    });
  return { child, pid, output: () => text, line, exited };
}

/** The process and all it has started so far (its descendants in /proc). */
export function processTree(pid: number): ProcessEntry[] {
  const table = readProcessTable();
  const self = table.find((p) => p.pid === pid);
  return self === undefined ? descendantsOf(pid, table) : [self, ...descendantsOf(pid, table)];
}

/** Whether the very process `entry` (same pid, same start) still runs; a zombie has ended. */
export function stillRunning(entry: ProcessEntry): boolean {
  const now = readProcess('/proc', entry.pid);
  return now !== null && now.startTicks === entry.startTicks && now.state !== 'Z';
}

/** Resolves once none of `entries` runs any more; polls, since they are not our children. */
export async function allEnded(entries: readonly ProcessEntry[]): Promise<void> {
  while (entries.some(stillRunning)) await new Promise((wait) => setTimeout(wait, 100));
}

/** SIGKILL to each of `entries` that still runs: the clean-up of a failed test. */
export function killLeft(entries: readonly ProcessEntry[]): void {
  for (const entry of entries) {
    if (!stillRunning(entry)) continue;
    try {
      process.kill(entry.pid, 'SIGKILL');
    } catch {
      // Ended meanwhile.
    }
  }
}

/** Resolves true when something accepts a TCP connection on 127.0.0.1:`port`, false when refused. */
export function listening(port: number): Promise<boolean> {
  return new Promise((answer) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      answer(true);
    });
    socket.once('error', () => {
      answer(false);
    });
  });
}

/** The port of each `scheme://127.0.0.1:<port>` URL in `text`. */
export function loopbackPorts(text: string): number[] {
  return [...text.matchAll(/\b[a-z]+:\/\/127\.0\.0\.1:(\d+)/g)].map((m) => Number(m[1]));
}
