import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** One process as Linux's /proc shows it to its owner. */
export interface ProcessEntry {
  pid: number;
  ppid: number;
  /** Its process group: what a signal to `-pgid` (a terminal's Ctrl+C) reaches. */
  pgid: number;
  /** The one-letter state of /proc/<pid>/stat: R, S, D, Z (a zombie, already ended), ... */
  state: string;
  /** When it started, in clock ticks since boot: a later start means a larger number. */
  startTicks: number;
  /** The command line, arguments joined by spaces. */
  command: string;
  /** Its working directory; null when it is not ours to read (another user) or already gone. */
  cwd: string | null;
  /** Its environment at start; null when it is not ours to read or already gone. */
  env: Map<string, string> | null;
}

/**
 * Every process visible in /proc. A process that ends while it is read is left out; what another
 * user owns comes with a null `cwd` and `env`.
 */
export function readProcessTable(proc = '/proc'): ProcessEntry[] {
  const entries: ProcessEntry[] = [];
  for (const name of readdirSync(proc)) {
    if (!/^\d+$/.test(name)) continue;
    const entry = readProcess(proc, Number(name));
    if (entry !== null) entries.push(entry);
  }
  return entries;
}

/** The process `pid`, or null when it is not running (or not visible). */
export function readProcess(proc: string, pid: number): ProcessEntry | null {
  const stat = readOrNull(`${proc}/${String(pid)}/stat`);
  if (stat === null) return null;
  // The command name in parentheses may itself hold spaces and parentheses: the fields after it
  // start after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const state = fields[0] ?? '?';
  const ppid = Number(fields[1]);
  const pgid = Number(fields[2]);
  // Field 22 of the whole line, the 20th after the name.
  const startTicks = Number(fields[19]);
  const commandLine = readOrNull(`${proc}/${String(pid)}/cmdline`) ?? '';
  return {
    pid,
    ppid,
    pgid,
    state,
    startTicks,
    command: commandLine.split('\0').filter(Boolean).join(' '),
    cwd: readLinkOrNull(`${proc}/${String(pid)}/cwd`),
    env: parseEnvironment(readOrNull(`${proc}/${String(pid)}/environ`)),
  };
}

/** Every descendant of `pid` in `table` (children, their children, ...), not `pid` itself. */
export function descendantsOf(pid: number, table: readonly ProcessEntry[]): ProcessEntry[] {
  const found: ProcessEntry[] = [];
  let parents = new Set([pid]);
  while (parents.size > 0) {
    const children = table.filter((p) => parents.has(p.ppid) && !found.includes(p));
    found.push(...children);
    parents = new Set(children.map((p) => p.pid));
  }
  return found;
}

/** `pid` and each of its ancestors up to the first one not in `table`. */
export function lineageOf(pid: number, table: readonly ProcessEntry[]): ProcessEntry[] {
  const byPid = new Map(table.map((p) => [p.pid, p]));
  const lineage: ProcessEntry[] = [];
  for (let p = byPid.get(pid); p !== undefined && !lineage.includes(p); p = byPid.get(p.ppid)) lineage.push(p);
  return lineage;
}

function parseEnvironment(text: string | null): Map<string, string> | null {
  if (text === null) return null;
  const env = new Map<string, string>();
  for (const pair of text.split('\0')) {
    const at = pair.indexOf('=');
    if (at > 0) env.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return env;
}

function readOrNull(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

function readLinkOrNull(file: string): string | null {
  try {
    return readlinkSync(file);
  } catch {
    return null;
  }
}
