import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, openSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { lastErrorLine } from './postgres-binaries';

const run = promisify(execFile);

/** A Postgres server of its own in a temporary folder, for one test run. */
export interface ThrowawayPostgres {
  /** The superuser's URL (password login over TCP on 127.0.0.1). */
  url: string;
  /** Stops the server and removes its folder. */
  stop(): Promise<void>;
}

const USER = 'dashboard';
const READY_WITHIN_MS = 60_000;

/**
 * initdb and postgres refuse to run as root: as root they run as the `postgres` user Debian's
 * package creates, in a folder it owns. Anyone else runs them as themselves.
 */
function runAs(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    throw new Error('running as root, and there is no `postgres` user to run initdb and postgres as');
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address === null || typeof address === 'string') reject(new Error('no port'));
        else resolve(address.port);
      });
    });
  });
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function exited(child: ChildProcess): Promise<void> {
  if (hasExited(child)) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
}

async function accepts(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The last line of the server's log: its reason when it did not start. */
async function lastLogLine(log: string): Promise<string> {
  const text = await readFile(log, 'utf8').catch(() => '');
  return text.trim().split('\n').at(-1) ?? '';
}

/**
 * Starts the server on a free port and waits until it takes a login; tries another port when
 * the one picked was taken in between.
 */
async function startServer(bin: string, dir: string, password: string, as: ReturnType<typeof runAs>) {
  const log = join(dir, 'postgres.log');
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const url = `postgres://${USER}:${password}@127.0.0.1:${String(port)}/postgres`;
    const out = openSync(log, 'a');
    const server = spawn(
      join(bin, 'postgres'),
      // fsync off: the cluster lives for one run and is thrown away; nothing checks power cuts.
      ['-D', join(dir, 'data'), '-k', dir, '-h', '127.0.0.1', '-p', String(port), '-c', 'fsync=off'],
      { stdio: ['ignore', out, out], ...(as ?? {}) },
    );
    closeSync(out);
    const gone = exited(server);
    const deadline = Date.now() + READY_WITHIN_MS;
    for (;;) {
      if (hasExited(server) || Date.now() > deadline) break;
      if (await accepts(url)) return { server, url, gone };
      await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 100))]);
    }
    const ended = hasExited(server);
    server.kill('SIGKILL');
    await gone;
    const reason = await lastLogLine(log);
    if (attempt < 3 && /could not bind|already in use/i.test(reason)) continue;
    throw new Error(
      ended ? `postgres did not start: ${reason}` : `postgres did not take a login within 60 s: ${reason}`,
    );
  }
}

/**
 * Removes `dir` once this process has gone without doing it (killed, or interrupted while
 * starting), first stopping the server whose pid is in the cluster's postmaster.pid, if any.
 * It waits for its stdin, a pipe from this process, to close; a process group of its own keeps
 * a Ctrl-C of the run from ending it too.
 */
function watchdog(dir: string): ChildProcess {
  const script = [
    'read _',
    'pid=$(head -n 1 "$0/data/postmaster.pid" 2>/dev/null)',
    'if [ -n "$pid" ]; then kill -INT "$pid" 2>/dev/null; while kill -0 "$pid" 2>/dev/null; do sleep 0.2; done; fi',
    'rm -rf "$0"',
  ].join('\n');
  const guard = spawn('sh', ['-c', script, dir], { stdio: ['pipe', 'ignore', 'ignore'], detached: true });
  guard.unref();
  if (guard.stdin instanceof Socket) guard.stdin.unref();
  return guard;
}

/** initdb in a new temporary folder, then the server on a free 127.0.0.1 port. */
export async function startThrowawayPostgres(bin: string): Promise<ThrowawayPostgres> {
  const as = runAs();
  // The `postgres` user must be able to reach the folder: root's TMPDIR may be closed to others.
  const base = as === null || ((await stat(tmpdir())).mode & 0o001) !== 0 ? tmpdir() : '/tmp';
  const dir = await mkdtemp(join(base, 'dashboard-postgres-'));
  const guard = watchdog(dir);
  try {
    if (as !== null) await chown(dir, as.uid, as.gid);
    const password = randomBytes(18).toString('hex');
    const pwfile = join(dir, 'password');
    await writeFile(pwfile, `${password}\n`, { mode: 0o600 });
    if (as !== null) await chown(pwfile, as.uid, as.gid);
    // Logins over TCP need the password (the store's tests check a wrong one is refused).
    await run(
      join(bin, 'initdb'),
      ['-D', join(dir, 'data'), '-U', USER, `--pwfile=${pwfile}`, '--auth-local=trust', '--auth-host=scram-sha-256'],
      { ...(as ?? {}), env: { ...process.env, LC_ALL: 'C' } },
    ).catch((error: unknown) => {
      throw new Error(`initdb failed: ${lastErrorLine(error)}`, { cause: error });
    });
    await rm(pwfile);
    const { server, url, gone } = await startServer(bin, dir, password, as);
    return {
      url,
      async stop() {
        guard.kill('SIGKILL');
        // SIGINT is Postgres' fast shutdown: open connections are ended, nothing waits for them.
        server.kill('SIGINT');
        const killLater = setTimeout(() => server.kill('SIGKILL'), 20_000);
        await gone;
        clearTimeout(killLater);
        await rm(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    guard.kill('SIGKILL');
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
