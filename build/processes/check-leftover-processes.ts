import { realpathSync } from 'node:fs';
import { describeLeftover, findLeftovers, TEST_RUN_VARIABLE } from './find-leftovers';
import { readProcess, readProcessTable, type ProcessEntry } from './process-table';

// The last step of `npm test`: no process the run started may still be running once it is done
// (docs/architecture.md#process-lifetimes). Usage: check-leftover-processes.ts [repository root].

/**
 * A process that is ending as the run ends (a browser's helpers after the browser closed, a
 * server finishing its close) is given this long to go before it is named: the check waits for
 * the state it wants, and only reports what is still there after that.
 */
const GRACE_MS = 15_000;

function main(): void {
  const marker = process.env[TEST_RUN_VARIABLE];
  const runShell = marker !== undefined && /^\d+$/.test(marker) ? readProcess('/proc', Number(marker)) : null;
  if (marker === undefined || runShell === null) {
    process.stderr.write(
      `${TEST_RUN_VARIABLE} must name the running shell of the test run (npm test exports it as $$); got ${marker ?? 'nothing'}.\n`,
    );
    process.exit(2);
  }
  const root = realpathSync(process.argv[2] ?? process.cwd());
  const scan = (): ProcessEntry[] =>
    findLeftovers({
      table: readProcessTable(),
      selfPid: process.pid,
      marker,
      runStartTicks: runShell.startTicks,
      root,
    });
  const deadline = Date.now() + GRACE_MS;
  const check = () => {
    const left = scan();
    if (left.length === 0) {
      process.stdout.write('Processes: none of this test run is left running.\n');
      return;
    }
    if (Date.now() < deadline) {
      setTimeout(check, 250);
      return;
    }
    process.stderr.write(
      `Processes: ${String(left.length)} started by this test run still running (stop them; a test that starts a process must stop it, also on failure):\n${left.map(describeLeftover).join('\n')}\n`,
    );
    process.exitCode = 1;
  };
  check();
}

main();
