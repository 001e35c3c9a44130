import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { formatStepTimes, type StepTime } from './step-times';
import { BESIDE_NICENESS, TEST_STEPS, type TestStep } from './test-steps';

// `npm test`'s steps, each timed, stopping at the first that fails; the checks that do not
// depend on each other run side by side on the machine's cores, and a step that needs only part
// of the step before starts beside it at a low priority (docs/testing.md#the-test-command).
// The leftover-process check runs after this, from the npm script, whatever happened here.

interface RunningScript {
  exited: Promise<number>;
  /** Ends the script and everything it started (SIGINT to its process group, as Ctrl+C does). */
  interrupt: () => void;
}

// Scripts started in a process group of their own (the niced ones): a Ctrl+C in the terminal
// reaches only the terminal's group, so it is passed on to them.
const ownGroups = new Set<number>();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const group of ownGroups) signalGroup(group, signal);
  });
}

function signalGroup(group: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-group, signal);
  } catch {
    // The group has ended.
  }
}

/**
 * A process group of its own is a session of its own, and where Linux groups the scheduling by
 * session (autogroup, on by default on desktops and many servers) a session competes with the
 * others as a whole, whatever the nice values inside it: niced alone, the journeys still took half
 * the cores. Lowering the session's own priority makes the nice value hold. Elsewhere the file is
 * missing and `nice` alone is enough.
 */
function lowerSessionPriority(pid: number): void {
  try {
    writeFileSync(`/proc/${String(pid)}/autogroup`, String(BESIDE_NICENESS));
  } catch {
    // No autogroup here (another system, or scheduling not grouped by session).
  }
}

/** Copies a child's output line by line, each line prefixed with `label`. */
function prefixLines(from: NodeJS.ReadableStream | null, to: NodeJS.WritableStream, label: string): void {
  if (from === null) return;
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

/**
 * Runs one npm script, its lines prefixed with `label` when it shares the terminal. `niced`: at
 * a low CPU priority (`nice`, inherited by everything it starts), in a process group of its own.
 */
function runScript(script: string, label: string | undefined, niced: boolean): RunningScript {
  const npm = ['npm', 'run', script];
  const [command, args] = niced ? ['nice', ['-n', String(BESIDE_NICENESS), ...npm]] : ['npm', npm.slice(1)];
  const child = spawn(command, args, {
    stdio: label === undefined ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    detached: niced,
  });
  const group = niced ? child.pid : undefined;
  if (group !== undefined) {
    ownGroups.add(group);
    lowerSessionPriority(group);
  }
  if (label !== undefined) {
    prefixLines(child.stdout, process.stdout, label);
    prefixLines(child.stderr, process.stderr, label);
  }
  const exited = new Promise<number>((resolve) => {
    child.on('error', () => {
      resolve(1);
    });
    child.on('close', (code, signal) => {
      resolve(code ?? (signal === null ? 1 : 128));
    });
  }).finally(() => {
    if (group !== undefined) ownGroups.delete(group);
  });
  return {
    exited,
    interrupt: () => {
      if (group !== undefined) signalGroup(group, 'SIGINT');
      else child.kill('SIGINT');
    },
  };
}

interface RunningStep {
  /** Each script's outcome, by name, as it ends. */
  script: (name: string) => Promise<StepTime>;
  done: Promise<StepTime>;
  /** Whether any of its scripts is still running. */
  running: () => boolean;
  interrupt: () => void;
}

function startStep(step: TestStep, runStarted: number, niced: boolean, labelled: boolean): RunningStep {
  const started = performance.now();
  const shared = step.scripts.length > 1 || labelled;
  const running = step.scripts.map((script) => {
    const run = runScript(script, shared ? script : undefined, niced);
    const time = run.exited.then((code): StepTime => ({ name: script, ms: performance.now() - started, code }));
    return { script, run, time };
  });
  const done = Promise.all(running.map((r) => r.time)).then((scripts): StepTime => {
    const failed = scripts.find((script) => script.code !== 0);
    return {
      name: step.name,
      ms: performance.now() - started,
      code: failed?.code ?? 0,
      ...(niced ? { startedAtMs: started - runStarted } : {}),
      ...(step.scripts.length > 1 ? { scripts } : {}),
    };
  });
  let ended = false;
  void done.then(() => {
    ended = true;
  });
  return {
    running: () => !ended,
    script: (name) => {
      const found = running.find((r) => r.script === name);
      if (found === undefined) throw new Error(`the step "${step.name}" has no script ${name}`);
      return found.time;
    },
    done,
    interrupt: () => {
      for (const r of running) r.run.interrupt();
    },
  };
}

async function main(): Promise<void> {
  const runStarted = performance.now();
  const times: StepTime[] = [];
  const first = TEST_STEPS[0];
  let current = first === undefined ? undefined : startStep(first, runStarted, false, false);
  for (let index = 0; current !== undefined; index += 1) {
    const next = TEST_STEPS[index + 1];
    const gate = next?.startsWhenPassed;
    // The next step, started beside this one once the script it needs has passed.
    const beside =
      next === undefined || gate === undefined
        ? Promise.resolve(undefined)
        : current.script(gate).then((time) => (time.code === 0 ? startStep(next, runStarted, true, true) : undefined));
    const time = await current.done;
    times.push(time);
    if (time.code !== 0) {
      // A failed step stops the run, the step started beside it included.
      const started = await beside;
      if (started !== undefined) {
        const stopped = started.running();
        if (stopped) started.interrupt();
        times.push({ ...(await started.done), ...(stopped ? { stopped } : {}) });
      }
      break;
    }
    current = next === undefined ? undefined : ((await beside) ?? startStep(next, runStarted, false, false));
  }
  process.stdout.write(`\n${formatStepTimes(times, TEST_STEPS.length, performance.now() - runStarted)}\n`);
  process.exitCode = times.find((t) => t.code !== 0)?.code ?? (times.length === TEST_STEPS.length ? 0 : 1);
}

void main();
