import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';

export interface StartedProcess {
  child: ChildProcess;
  /** With `ownGroup`: ends the process and every child it started at once (SIGKILL), as a crash would. */
  kill: () => Promise<void>;
  /** Everything the process printed so far, for failure messages. */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts `node --import tsx <entry>` and resolves once it prints a line starting with
 * `readyPrefix`. Calls `onLine` for every stdout line, also after start-up.
 */
export async function startTsProcess(options: {
  entry: string;
  env: NodeJS.ProcessEnv;
  readyPrefix: string;
  onLine?: (line: string) => void;
  /** Every byte the process writes to stdout and stderr is also appended here. */
  logFile?: string;
  /** Runs it in a process group of its own, so `stop` and `kill` reach the children it starts. */
  ownGroup?: boolean;
  timeoutMs?: number;
}): Promise<StartedProcess & { readyLine: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', options.entry], {
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.ownGroup === true,
  });
  let log = '';
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const lines = createInterface({ input: child.stdout });
  const logged = options.logFile === undefined ? Promise.resolve() : recordOutput(child, options.logFile);
  const group = options.ownGroup === true;
  const stop = async () => {
    await stopProcess(child, group);
    await logged;
  };
  const kill = async () => {
    await stopProcess(child, group, 'SIGKILL');
    await logged;
  };
  const readyLine = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`${options.entry} did not print ${options.readyPrefix} in time:\n${log}`));
    }, options.timeoutMs ?? 60_000);
    lines.on('line', (line) => {
      log += `${line}\n`;
      options.onLine?.(line);
      if (line.startsWith(options.readyPrefix)) {
        clearTimeout(timer);
        resolve(line);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${options.entry} exited with code ${code ?? 'null'} before it was ready:\n${log}`));
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { child, readyLine, output: () => log, stop, kill };
}

async function stopProcess(child: ChildProcess, group: boolean, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  const send = (sig: NodeJS.Signals) => {
    try {
      // A negative pid names the process group: the process and what it started.
      if (group && child.pid !== undefined) process.kill(-child.pid, sig);
      else child.kill(sig);
    } catch {
      // Already gone.
    }
  };
  if (child.exitCode !== null || child.signalCode !== null) {
    if (group) send('SIGKILL');
    return;
  }
  await new Promise<void>((resolve) => {
    const force = setTimeout(() => {
      send('SIGKILL');
    }, 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    send(signal);
  });
  // Whatever of the group outlived its leader (the simulator a killed BFF started) goes too.
  if (group) send('SIGKILL');
}

/** Appends both output streams to `file`; resolves once the process has closed them and all is written. */
function recordOutput(child: ChildProcess, file: string): Promise<void> {
  const out = createWriteStream(file, { flags: 'a' });
  child.stdout?.on('data', (chunk: Buffer) => out.write(chunk));
  child.stderr?.on('data', (chunk: Buffer) => out.write(chunk));
  return new Promise((resolve) => {
    child.once('close', () => out.end(resolve));
  });
}
