import { randomBytes } from 'node:crypto';
import { createUpstreamClient, type UpstreamClient } from '@server/upstream/client/http-client';
import { createClockSkewTracker, type ClockSkewTracker } from '@server/upstream/client/clock-skew';
import { createMarketTimeTracker, type MarketTimeTracker } from '@server/upstream/client/market-time';
import { simulatorControl } from '@server/upstream/paper/simulator-control';
import { spawnSimulator, type SimulatorProcess } from '@server/upstream/paper/simulator-process';
import { createNodeTransport, type Transport } from '@server/upstream/client/transport';

/** A simulator process with its own random app key, and a signed client for it. */
export async function simulatorWithClient(extraEnv: Record<string, string> = {}): Promise<{
  sim: SimulatorProcess;
  client: UpstreamClient;
  control: ReturnType<typeof simulatorControl>;
  marketTime: MarketTimeTracker;
  /** The clients' measurement of the simulator's clock (from its Date headers). */
  clockSkew: ClockSkewTracker;
  /** The simulator's random credentials, for other clients of it (the event stream). */
  credentials: { appKey: string; appSecret: string };
  /** Another signed client of the same simulator, over a transport of the caller's choosing. */
  clientWith: (transport: Transport) => UpstreamClient;
}> {
  const appKey = randomBytes(16).toString('hex');
  const appSecret = randomBytes(24).toString('hex');
  const sim = await spawnSimulator({
    env: {
      SIM_HTTP_PORT: '0',
      SIM_MQTT_PORT: '0',
      SIM_GRPC_PORT: '0',
      SIM_CONTROL: '1',
      SIM_APP_KEY: appKey,
      SIM_APP_SECRET: appSecret,
      SIM_STATE_FILE: undefined,
      ...extraEnv,
    },
  });
  const marketTime = createMarketTimeTracker(Date.now);
  const clockSkew = createClockSkewTracker();
  const clientWith = (transport: Transport) =>
    createUpstreamClient({
      baseUrl: sim.ready.http,
      appKey,
      appSecret,
      algorithm: 'HMAC-SHA256',
      generation: 'v3',
      transport,
      now: Date.now,
      marketTime,
      clockSkew,
    });
  const client = clientWith(createNodeTransport());
  return {
    sim,
    client,
    control: simulatorControl(sim.ready.http),
    marketTime,
    clockSkew,
    credentials: { appKey, appSecret },
    clientWith,
  };
}
