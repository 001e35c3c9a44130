import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';

export interface StartedProcess {
  child: ChildProcess;
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
  timeoutMs?: number;
}): Promise<StartedProcess & { readyLine: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', options.entry], {
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const lines = createInterface({ input: child.stdout });
  const logged = options.logFile === undefined ? Promise.resolve() : recordOutput(child, options.logFile);
  const stop = async () => {
    await stopProcess(child);
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
  return { child, readyLine, output: () => log, stop };
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
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
