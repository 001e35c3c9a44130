import { createUpstreamClient, type UpstreamClient } from '@server/upstream/client/http-client';
import { createClockSkewTracker, type ClockSkewTracker } from '@server/upstream/client/clock-skew';
import { createMarketTimeTracker, type MarketTimeTracker } from '@server/upstream/client/market-time';
import { simulatorControl } from '@server/upstream/paper/simulator-control';
import type { SimulatorProcess } from '@server/upstream/paper/simulator-process';
import { spawnKeyedSimulator } from '@server/testing/keyed-simulator';
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
  /** Another signed client of the same simulator, over the caller's transport and generation (v3 by default). */
  clientWith: (transport: Transport, generation?: 'v2' | 'v3') => UpstreamClient;
}> {
  const { sim, appKey, appSecret } = await spawnKeyedSimulator({ ...extraEnv });
  const marketTime = createMarketTimeTracker(Date.now);
  const clockSkew = createClockSkewTracker();
  const clientWith = (transport: Transport, generation: 'v2' | 'v3' = 'v3') =>
    createUpstreamClient({
      baseUrl: sim.ready.http,
      appKey,
      appSecret,
      algorithm: 'HMAC-SHA256',
      generation,
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
