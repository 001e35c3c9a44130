import { join, resolve } from 'node:path';
import { z } from 'zod';
import { newSimCredentials } from './paper-bff';
import { startTsProcess } from './process';

// A BFF in live mode over a simulator of its own, started apart as a trader's broker would be: for
// the journeys that play a broker the default paper stack cannot (a second factor, one path
// generation, a gateway in between).

const root = resolve(import.meta.dirname, '..', '..');
const simReadySchema = z.object({ http: z.url(), mqtt: z.url(), grpc: z.url() });
const bffReadySchema = z.object({ loginUrl: z.url() });

export type StartedTs = Awaited<ReturnType<typeof startTsProcess>>;

/** The simulator alone on free ports, with a key pair of its own and `simEnv` (SIM_... settings). */
export async function startOwnSimulator(simEnv: Record<string, string>) {
  const { appKey, secret } = newSimCredentials();
  const process_ = await startTsProcess({
    entry: join(root, 'server', 'simulator', 'main.ts'),
    readyPrefix: 'SIM_READY ',
    timeoutMs: 120_000,
    env: {
      ...process.env,
      SIM_HTTP_PORT: '0',
      SIM_MQTT_PORT: '0',
      SIM_GRPC_PORT: '0',
      SIM_APP_KEY: appKey,
      SIM_APP_SECRET: secret,
      SIM_CONTROL: '1',
      SIM_SEED: '42',
      ...simEnv,
    },
  });
  const ready = simReadySchema.parse(JSON.parse(process_.readyLine.slice('SIM_READY '.length)));
  return { process: process_, ready, appKey, secret };
}

/** The BFF in live mode with the simulator's key, its API at `httpUrl` (the simulator's by default). */
export async function startLiveBff(
  sim: Awaited<ReturnType<typeof startOwnSimulator>>,
  options: { dataDir: string; httpUrl?: string },
) {
  const bff = await startTsProcess({
    entry: join(root, 'server', 'main.ts'),
    readyPrefix: 'BFF_READY ',
    timeoutMs: 180_000,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: options.dataDir,
      BROKER_APP_KEY: sim.appKey,
      BROKER_APP_SECRET: sim.secret,
      BROKER_HTTP_URL: options.httpUrl ?? sim.ready.http,
      BROKER_MQTT_URL: sim.ready.mqtt,
      BROKER_EVENTS_URL: sim.ready.grpc,
    },
  });
  const { loginUrl } = bffReadySchema.parse(JSON.parse(bff.readyLine.slice('BFF_READY '.length)));
  return { process: bff, loginUrl };
}
