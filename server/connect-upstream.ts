import type { Config } from './config/config';
import { newToken } from './session/secrets';
import { newNonce } from './signing/timestamp';
import { spawnSimulator, type SimulatorProcess, type SpawnSimulatorOptions } from './upstream/paper/simulator-process';

/** Where the BFF's upstream is: the provider (live) or a simulator it started (paper). */
export interface Upstream {
  baseUrl: string;
  /** Market-data streaming; null where the region publishes no host. */
  mqttUrl: string | null;
  /** The trade-event stream; null where no host is known. */
  eventsUrl: string | null;
  appKey: string;
  appSecret: string;
  simulator: SimulatorProcess | null;
}

/**
 * Live mode: the configured hosts and keys. Paper mode: starts the simulator on free loopback
 * ports with fresh random credentials (unless given), and reads its hosts from its start-up line.
 */
export async function connectUpstream(
  config: Config,
  output: Pick<SpawnSimulatorOptions, 'onLine' | 'onErrorLine'>,
): Promise<Upstream> {
  if (config.upstream.mode === 'live') {
    const { httpUrl, mqttUrl, eventsUrl, appKey, appSecret } = config.upstream;
    return { baseUrl: httpUrl, mqttUrl, eventsUrl, appKey, appSecret, simulator: null };
  }
  const sim = config.upstream.simulator;
  // Fresh random credentials unless given: nothing else on this machine can call our simulator.
  const appKey = sim.appKey ?? newNonce();
  const appSecret = sim.appSecret ?? newToken();
  const simulator = await spawnSimulator({
    env: {
      SIM_HTTP_PORT: '0',
      SIM_MQTT_PORT: '0',
      SIM_GRPC_PORT: '0',
      SIM_APP_KEY: appKey,
      SIM_APP_SECRET: appSecret,
      SIM_SEED: sim.seed,
      SIM_STATE_FILE: sim.stateFile,
      SIM_CONTROL: sim.control,
    },
    ...output,
  });
  return {
    baseUrl: simulator.ready.http,
    mqttUrl: simulator.ready.mqtt,
    eventsUrl: simulator.ready.grpc,
    appKey,
    appSecret,
    simulator,
  };
}
