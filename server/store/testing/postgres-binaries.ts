import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Where Debian's postgresql-NN packages put the server programs (docs/store.md#testing-on-postgres). */
const DEBIAN_ROOT = '/usr/lib/postgresql';

function hasServerPrograms(dir: string): boolean {
  return existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'postgres'));
}

/** The newest version's bin folder under /usr/lib/postgresql, else the folder of `initdb` on PATH. */
export function findPostgresBin(): string | null {
  if (existsSync(DEBIAN_ROOT)) {
    const versions = readdirSync(DEBIAN_ROOT)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const dir = join(DEBIAN_ROOT, version, 'bin');
      if (hasServerPrograms(dir)) return dir;
    }
  }
  try {
    const initdb = execFileSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).trim();
    const dir = initdb.slice(0, initdb.lastIndexOf('/'));
    return initdb !== '' && hasServerPrograms(dir) ? dir : null;
  } catch {
    return null;
  }
}

/** A failed program's last line on stderr: its reason, in one line. */
export function lastErrorLine(error: unknown): string {
  const stderr = error instanceof Error && 'stderr' in error ? String(error.stderr).trim() : '';
  if (stderr !== '') return stderr.slice(stderr.lastIndexOf('\n') + 1);
  return error instanceof Error ? error.message : String(error);
}

function hasCommand(name: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * The server programs, installed with apt-get (Debian's `postgresql` package) when missing and
 * `install` (the test command's TEST_POSTGRES_INSTALL=1), as
 * e2e/ensure-chromium.mjs installs Chromium: root runs apt-get itself, anyone else through sudo,
 * which may ask for a password only when there is a terminal to type it in. Throws a one-line
 * reason when there is none to be had.
 */
export function ensurePostgresBin(say: (line: string) => void, install: boolean): string {
  const found = findPostgresBin();
  if (found !== null) return found;
  // Only `npm test` installs (TEST_POSTGRES_INSTALL=1): a single test file or a watch run must not
  // change the machine.
  if (!install) throw new Error('no Postgres server programs (initdb, postgres); npm test installs them');
  if (!hasCommand('apt-get'))
    throw new Error('no Postgres server programs (initdb, postgres) and no apt-get to install them');
  const root = process.getuid?.() === 0;
  if (!root && !hasCommand('sudo'))
    throw new Error('no Postgres server programs, and no sudo to install them with apt-get');
  const asRoot = (args: string[]): [string, string[]] => {
    if (root) return [args[0] ?? '', args.slice(1)];
    return ['sudo', [...(process.stdin.isTTY ? [] : ['-n']), ...args]];
  };
  say("Postgres not found; installing Debian's postgresql package with apt-get for the store tests");
  for (const args of [
    ['apt-get', 'update'],
    ['apt-get', 'install', '-y', 'postgresql'],
  ]) {
    const [command, rest] = asRoot(args);
    try {
      // The password prompt, if any, needs the terminal; apt-get's progress is left out.
      execFileSync(command, rest, {
        stdio: ['inherit', 'ignore', 'pipe'],
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    } catch (error) {
      throw new Error(`\`${[command, ...rest].join(' ')}\` failed: ${lastErrorLine(error)}`, { cause: error });
    }
  }
  const installed = findPostgresBin();
  if (installed === null) throw new Error(`apt-get installed postgresql, yet no initdb is under ${DEBIAN_ROOT}`);
  return installed;
}
