import { afterAll, beforeAll } from 'vitest';
import { simulatorWithClient } from '@server/bench/upstream/stack';

type SimulatorStack = Awaited<ReturnType<typeof simulatorWithClient>>;

/**
 * One simulator process for the whole calling file (started before its first test, stopped after
 * its last, also when one fails), for tests that each build their own BFF in this process over it.
 * The returned function hands the simulator back put to its seed through its control reset: no
 * accounts' orders, watchlists, faults, clock pin, rate-limit windows or logged requests left by an
 * earlier test (docs/testing.md#unit-and-server-tests). Starting the process takes seconds on a
 * busy machine, hence the wide budget of the start; it is not a claim about speed. `extraEnv`
 * configures the simulator (its SIM_... settings, such as SIM_STREAM_QUIET).
 */
export function simulatorForFile(extraEnv: Record<string, string> = {}): () => Promise<SimulatorStack> {
  let simulator: SimulatorStack | undefined;
  beforeAll(async () => {
    simulator = await simulatorWithClient(extraEnv);
  }, 120_000);
  afterAll(async () => {
    await simulator?.sim.stop();
    simulator = undefined;
  });
  return async () => {
    if (simulator === undefined) throw new Error('the simulator of this file did not start');
    await simulator.control.reset();
    return simulator;
  };
}
