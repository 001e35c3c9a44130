import { randomBytes } from 'node:crypto';
import { spawnSimulator, type SimulatorProcess } from '@server/upstream/paper/simulator-process';
import { testSimulatorProgram } from './simulator-bundle';

/**
 * A simulator process on free loopback ports with its own random app key and secret, the control
 * surface on and no state file: what tests and benchmarks run the BFF's code against. `env` adds
 * or overrides simulator settings (SIM_STREAM_INTERVAL_MS, SIM_TOKEN_CHECK, ...).
 */
export async function spawnKeyedSimulator(
  env: Record<string, string> = {},
): Promise<{ sim: SimulatorProcess; appKey: string; appSecret: string }> {
  const appKey = randomBytes(16).toString('hex');
  const appSecret = randomBytes(24).toString('hex');
  const sim = await spawnSimulator({
    // The BFF gives its simulator 30 s; a test on a machine busy with the rest of npm test may
    // need longer, and this is a budget for starting, never a claim about speed.
    startTimeoutMs: 120_000,
    program: testSimulatorProgram(),
    env: {
      SIM_HTTP_PORT: '0',
      SIM_MQTT_PORT: '0',
      SIM_GRPC_PORT: '0',
      SIM_CONTROL: '1',
      SIM_APP_KEY: appKey,
      SIM_APP_SECRET: appSecret,
      SIM_STATE_FILE: undefined,
      ...env,
    },
  });
  return { sim, appKey, appSecret };
}
