/** How one step of the test command went: how long it took and its exit code (0 passed). */
export interface StepTime {
  name: string;
  ms: number;
  code: number;
  /** A step of scripts run side by side: each script's own time and outcome. */
  scripts?: readonly StepTime[];
  /** A step started beside the one before: when, from the start of the run. */
  startedAtMs?: number;
  /** Ended early because the step beside it failed. */
  stopped?: boolean;
}

function minutes(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${String(Math.floor(seconds / 60))} min ${String(seconds % 60).padStart(2, '0')} s`;
}

function outcome(time: StepTime): string {
  if (time.stopped === true) return 'stopped';
  const result = time.code === 0 ? 'passed' : 'FAILED';
  return time.startedAtMs === undefined ? result : `${result}, started at ${minutes(time.startedAtMs)}`;
}

/**
 * The summary `npm test` ends with: one line per step with its time and outcome (and when it
 * started, for a step started beside the one before), under a step of several scripts one
 * indented line per script, the steps a failure kept from running, and the whole run's time.
 */
export function formatStepTimes(times: readonly StepTime[], stepCount: number, totalMs: number): string {
  const rows = times.flatMap((t) => [
    { label: t.name, time: t },
    ...(t.scripts ?? []).map((script) => ({ label: `  ${script.name}`, time: script })),
  ]);
  const width = Math.max(...rows.map((row) => row.label.length), 'total'.length);
  const lines = rows.map(
    ({ label, time }) => `  ${label.padEnd(width)}  ${minutes(time.ms).padStart(12)}  ${outcome(time)}`,
  );
  const skipped = stepCount - times.length;
  if (skipped > 0) lines.push(`  (${String(skipped)} later step${skipped === 1 ? '' : 's'} not run)`);
  lines.push(`  ${'total'.padEnd(width)}  ${minutes(totalMs).padStart(12)}`);
  return `Test steps:\n${lines.join('\n')}`;
}
