import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { z } from 'zod';

/**
 * The simulator's `SIM_READY` line: its HTTP base, its MQTT broker over TCP, the same broker
 * over WebSocket on the HTTP port at `/mqtt`, and its trade-event stream (`grpc://host:port`,
 * plaintext on loopback: the URL the BFF's event stream is given in paper mode).
 */
const readySchema = z
  .object({
    http: z.url(),
    mqtt: z.url({ protocol: /^mqtt$/ }),
    mqttWs: z.url({ protocol: /^ws$/ }),
    grpc: z.url({ protocol: /^grpc$/ }),
  })
  .loose();
export type SimulatorReady = z.infer<typeof readySchema>;

export interface SimulatorProcess {
  ready: SimulatorReady;
  child: ChildProcess;
  /** SIGTERM, then SIGKILL if it has not exited within 5 s. */
  stop(): Promise<void>;
}

export interface SpawnSimulatorOptions {
  /** Variables for the child on top of this process's environment. */
  env: Record<string, string | undefined>;
  /** Repository root (where `server/simulator/main.ts` lives). */
  cwd?: string;
  /** Each human line the simulator prints. */
  onLine?: (line: string) => void;
  /** Each line the simulator writes to stderr (its failures), so the operator sees them too. */
  onErrorLine?: (line: string) => void;
  startTimeoutMs?: number;
  /**
   * Node's arguments that run the simulator; the sources through tsx when absent. Tests give a
   * bundle of the same sources, built once per run (server/testing/simulator-bundle.ts).
   */
  program?: readonly string[];
}

const SIMULATOR_SOURCES = ['--import', 'tsx', 'server/simulator/main.ts'] as const;

/**
 * Starts the simulator as a child process (`node --import tsx server/simulator/main.ts`) and
 * resolves once it prints its `SIM_READY {...}` line. The BFF never imports the simulator: it
 * talks to it over loopback exactly as it would talk to the real service.
 */
export function spawnSimulator(options: SpawnSimulatorOptions): Promise<SimulatorProcess> {
  const child = spawn(process.execPath, [...(options.program ?? SIMULATOR_SOURCES)], {
    cwd: options.cwd ?? process.cwd(),
    // Its standard input is the parent link: a pipe this process holds open and never writes
    // to. The kernel closes it when this process ends, by any signal, SIGKILL included, and the
    // simulator then stops (docs/architecture.md#process-lifetimes).
    env: { ...process.env, ...options.env, SIM_PARENT_FD: '0' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  // The link carries nothing; an error on it (the simulator gone) is what its 'exit' reports.
  child.stdin.on('error', () => undefined);
  const stderr: string[] = [];
  child.stderr.on('data', (chunk: Buffer) => {
    stderr.push(chunk.toString('utf8'));
    if (stderr.length > 50) stderr.shift();
  });
  const { onErrorLine } = options;
  if (onErrorLine !== undefined) createInterface({ input: child.stderr }).on('line', onErrorLine);
  const stop = () => stopChild(child);
  // A child that cannot be started (no such folder, say) or signalled emits
  // 'error'; unheard, that event would end the BFF. Before SIM_READY it fails the start below;
  // after, the operator is told and the 'exit' the caller watches says the rest.
  child.on('error', (error) => {
    onErrorLine?.(`The simulator process: ${error.message}`);
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`the simulator did not print SIM_READY within ${options.startTimeoutMs ?? 30_000} ms`));
    }, options.startTimeoutMs ?? 30_000);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`the simulator could not be started: ${error.message}`));
    });
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      if (!line.startsWith('SIM_READY ')) {
        options.onLine?.(line);
        return;
      }
      const parsed = readySchema.safeParse(parseJsonOrNull(line.slice('SIM_READY '.length)));
      clearTimeout(timer);
      if (parsed.success) resolve({ ready: parsed.data, child, stop });
      else {
        void stop();
        reject(new Error(`the simulator printed an unreadable SIM_READY line: ${line}`));
      }
    });
    // 'close', not 'exit': only then has all of its stderr been read.
    child.once('close', (code) => {
      clearTimeout(timer);
      reject(
        new Error(
          `the simulator exited (code ${String(code)}) before it was ready: ${stderr.join('').trim().slice(-2000)}`,
        ),
      );
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  // No pid: it never started, so no 'exit' will come.
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

function parseJsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
