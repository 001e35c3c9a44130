/** How one step of the test command went: how long it took and its exit code (0 passed). */
export interface StepTime {
  name: string;
  ms: number;
  code: number;
  /** A step of scripts run side by side: each script's own time and outcome. */
  scripts?: readonly StepTime[];
}

function minutes(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${String(Math.floor(seconds / 60))} min ${String(seconds % 60).padStart(2, '0')} s`;
}

/**
 * The summary `npm test` ends with: one line per step with its time and outcome, under a step of
 * several scripts one indented line per script, the steps a failure kept from running, and the
 * total.
 */
export function formatStepTimes(times: readonly StepTime[], stepCount: number): string {
  const rows = times.flatMap((t) => [
    { label: t.name, time: t },
    ...(t.scripts ?? []).map((script) => ({ label: `  ${script.name}`, time: script })),
  ]);
  const width = Math.max(...rows.map((row) => row.label.length), 'total'.length);
  const lines = rows.map(
    ({ label, time }) =>
      `  ${label.padEnd(width)}  ${minutes(time.ms).padStart(12)}  ${time.code === 0 ? 'passed' : 'FAILED'}`,
  );
  const skipped = stepCount - times.length;
  if (skipped > 0) lines.push(`  (${String(skipped)} later step${skipped === 1 ? '' : 's'} not run)`);
  const total = times.reduce((sum, t) => sum + t.ms, 0);
  lines.push(`  ${'total'.padEnd(width)}  ${minutes(total).padStart(12)}`);
  return `Test steps:\n${lines.join('\n')}`;
}
