import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config, SimulatorOptions } from './config/config';
import { newToken } from './session/secrets';
import { newNonce } from './signing/timestamp';
import { readOrCreateKeyPair } from './upstream/paper/simulator-key-file';
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
  /** Paper mode on a simulator with no state yet (none kept, or its file not written yet): a new account. */
  newPaperAccount: boolean;
}

/**
 * Live mode: the configured hosts and keys. Paper mode: starts the simulator on free loopback
 * ports, with the key pair kept in the data directory (or given), its state kept there too, and
 * reads its hosts from its start-up line.
 */
export async function connectUpstream(
  config: Config,
  output: Pick<SpawnSimulatorOptions, 'onLine' | 'onErrorLine'>,
): Promise<Upstream> {
  if (config.upstream.mode === 'live') {
    const { httpUrl, mqttUrl, eventsUrl, appKey, appSecret } = config.upstream;
    return { baseUrl: httpUrl, mqttUrl, eventsUrl, appKey, appSecret, simulator: null, newPaperAccount: false };
  }
  const sim = config.upstream.simulator;
  // Made here too, not only by the SQLite journal: with the journal in Postgres the folder may
  // not exist yet, and the simulator writes its state there on its first start.
  if (sim.dataDir !== null) await mkdir(sim.dataDir, { recursive: true });
  const { appKey, appSecret } = await simulatorKeyPair(sim);
  const stateFile = simulatorStateFile(sim);
  // Looked at before the simulator starts: it writes the file on its first start.
  const newPaperAccount = stateFile === undefined || !existsSync(stateFile);
  const simulator = await spawnSimulator({
    env: {
      SIM_HTTP_PORT: '0',
      SIM_MQTT_PORT: '0',
      SIM_GRPC_PORT: '0',
      SIM_APP_KEY: appKey,
      SIM_APP_SECRET: appSecret,
      SIM_SEED: sim.seed,
      SIM_STATE_FILE: stateFile,
      // Unless told otherwise, the simulator serves the one control call the dashboard makes:
      // "Reset paper account" (docs/store.md#resetting-the-paper-account).
      SIM_CONTROL: sim.control ?? 'reset',
    },
    startTimeoutMs: sim.startTimeoutMs,
    ...output,
  });
  return {
    baseUrl: simulator.ready.http,
    mqttUrl: simulator.ready.mqtt,
    eventsUrl: simulator.ready.grpc,
    appKey,
    appSecret,
    simulator,
    newPaperAccount,
  };
}

/** The simulator's state file in the data directory, unless SIM_STATE_FILE names another (docs/store.md#the-data-directory). */
export const SIMULATOR_STATE_FILE = 'simulator-state.json';
/** The simulator's app key pair in the data directory (mode 0600). */
export const SIMULATOR_KEY_FILE = 'simulator-key.json';

function simulatorStateFile(sim: SimulatorOptions): string | undefined {
  if (sim.stateFile !== undefined) return sim.stateFile;
  return sim.dataDir === null ? undefined : join(sim.dataDir, SIMULATOR_STATE_FILE);
}

/**
 * SIM_APP_KEY and SIM_APP_SECRET when given; else the pair kept in the data directory, made on
 * the first start: the same key every start keeps what is stored per key (layout, watchlists).
 * Random, never the public development pair: nothing else on this machine can call our simulator.
 * Without a data directory (a check run), a fresh pair.
 */
async function simulatorKeyPair(sim: SimulatorOptions): Promise<{ appKey: string; appSecret: string }> {
  const fresh = () => ({ appKey: newNonce(), appSecret: newToken() });
  // Given ones win; a half left out is fresh.
  if (sim.appKey !== undefined || sim.appSecret !== undefined)
    return { appKey: sim.appKey ?? fresh().appKey, appSecret: sim.appSecret ?? fresh().appSecret };
  if (sim.dataDir === null) return fresh();
  return readOrCreateKeyPair(join(sim.dataDir, SIMULATOR_KEY_FILE), fresh);
}
