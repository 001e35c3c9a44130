import { descendantsOf, lineageOf, type ProcessEntry } from './process-table';

/**
 * The variable `npm test` exports first, set to the pid of the shell running its steps. Every
 * process the run starts inherits it, through npm, vitest, Playwright and the BFF alike, unless
 * it is started with an environment of its own.
 */
export const TEST_RUN_VARIABLE = 'DASHBOARD_TEST_RUN';

export interface LeftoverQuery {
  table: readonly ProcessEntry[];
  /** The checking process: it, its ancestors (the run's shell, npm) and its descendants are not leftovers. */
  selfPid: number;
  /** The run's marker, the value of TEST_RUN_VARIABLE. */
  marker: string;
  /** When the run began: the start of the process the marker names. */
  runStartTicks: number;
  /** The repository root, real path. */
  root: string;
}

/**
 * The processes of this test run still running: those carrying the run's marker, and those
 * started since the run began that work in the repository or run a file of it (a test that
 * starts a program with an environment of its own drops the marker, never its working folder).
 * Zombies have ended and hold nothing, so they are not counted.
 */
export function findLeftovers(query: LeftoverQuery): ProcessEntry[] {
  const { table, selfPid, marker, runStartTicks, root } = query;
  const ours = new Set([...lineageOf(selfPid, table), ...descendantsOf(selfPid, table)].map((p) => p.pid));
  const inRoot = (path: string) => path === root || path.startsWith(`${root}/`);
  return table.filter((p) => {
    if (ours.has(p.pid) || p.state === 'Z') return false;
    if (p.env?.get(TEST_RUN_VARIABLE) === marker && p.startTicks >= runStartTicks) return true;
    if (p.startTicks < runStartTicks) return false;
    return (p.cwd !== null && inRoot(p.cwd)) || p.command.includes(`${root}/`);
  });
}

/** One line per leftover: pid, working folder and command, enough to find and stop it. */
export function describeLeftover(p: ProcessEntry): string {
  return `  pid ${String(p.pid)} in ${p.cwd ?? '(unknown folder)'}: ${p.command}`;
}
