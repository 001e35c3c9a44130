import { spawn } from 'node:child_process';
import { formatStepTimes, type StepTime } from './step-times';
import { TEST_STEPS, type TestStep } from './test-steps';

// `npm test`'s steps, each timed, stopping at the first that fails; the checks that do not
// depend on each other run side by side on the machine's cores (docs/testing.md#the-test-command).
// The leftover-process check runs after this, from the npm script, whatever happened here.

/** Runs one npm script, its lines prefixed with `label` when it shares the terminal. */
function runScript(script: string, label: string | undefined): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], {
      stdio: label === undefined ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    if (label !== undefined) {
      for (const [from, to] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ] as const) {
        if (from === null) continue;
        let rest = '';
        from.setEncoding('utf8');
        from.on('data', (chunk: string) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) to.write(`[${label}] ${line}\n`);
        });
        from.on('end', () => {
          if (rest !== '') to.write(`[${label}] ${rest}\n`);
        });
      }
    }
    child.on('error', () => {
      resolve(1);
    });
    child.on('close', (code, signal) => {
      resolve(code ?? (signal === null ? 1 : 128));
    });
  });
}

async function runStep(step: TestStep): Promise<StepTime> {
  const started = performance.now();
  const shared = step.scripts.length > 1;
  const scripts = await Promise.all(
    step.scripts.map(async (script): Promise<StepTime> => {
      const code = await runScript(script, shared ? script : undefined);
      return { name: script, ms: performance.now() - started, code };
    }),
  );
  const failed = scripts.find((script) => script.code !== 0);
  return { name: step.name, ms: performance.now() - started, code: failed?.code ?? 0, ...(shared ? { scripts } : {}) };
}

async function main(): Promise<void> {
  const times: StepTime[] = [];
  for (const step of TEST_STEPS) {
    const time = await runStep(step);
    times.push(time);
    if (time.code !== 0) break;
  }
  process.stdout.write(`\n${formatStepTimes(times, TEST_STEPS.length)}\n`);
  process.exitCode = times.at(-1)?.code ?? 1;
}

void main();
