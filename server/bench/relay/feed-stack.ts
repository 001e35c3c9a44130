import { z } from 'zod';
import { createBroker, type Broker, type BrokerInternals } from '@server/upstream/broker';
import { createUpstreamClient } from '@server/upstream/client/http-client';
import { createMarketTimeTracker } from '@server/upstream/client/market-time';
import type { SimulatorProcess } from '@server/upstream/paper/simulator-process';
import { spawnKeyedSimulator } from '@server/testing/keyed-simulator';
import type { MarketFeed } from '@server/upstream/stream/market-feed';
import { startMarketFeed } from '@server/upstream/stream/start-market-feed';
import { systemClock } from '@server/shared/clock';
import { createNodeTransport } from '@server/upstream/client/transport';

const readySchema = z.object({ http: z.string(), mqtt: z.string() });

/** Every contender's source: the simulator's stream read by the BFF's one upstream session. */
export interface FeedStack {
  sim: SimulatorProcess;
  broker: Broker & BrokerInternals;
  feed: MarketFeed;
  symbols(count: number): Promise<string[]>;
  /** Stops or resumes the simulator's pushes (its control surface). */
  pause(paused: boolean): Promise<void>;
  /** Any other call of its control surface (`/_control/...`). */
  control(path: string, body: unknown): Promise<void>;
  close(): Promise<void>;
}

/**
 * A simulator process pushing every `intervalMs` and the BFF's real MarketFeed reading it (one
 * upstream MQTT session, HTTP subscribe calls), on loopback: the relay and both baselines take
 * their messages from one of these, so they pay for the same upstream.
 */
export async function startFeedStack(intervalMs: number): Promise<FeedStack> {
  const { sim, appKey, appSecret } = await spawnKeyedSimulator({ SIM_STREAM_INTERVAL_MS: String(intervalMs) });
  const ready = readySchema.parse(sim.ready);
  // The simulator's market time, as the BFF reads it: the feed judges the sessions by it.
  const marketTime = createMarketTimeTracker(Date.now);
  const client = createUpstreamClient({
    baseUrl: ready.http,
    appKey,
    appSecret,
    algorithm: 'HMAC-SHA256',
    generation: 'v3',
    transport: createNodeTransport(),
    now: Date.now,
    marketTime,
  });
  const broker = createBroker({
    client,
    clock: systemClock,
    marketTime,
    info: { mode: 'paper', region: 'simulator', pathGeneration: 'v3' },
  });
  const feed = startMarketFeed({
    client,
    broker,
    mqttUrl: ready.mqtt,
    appKey,
    silentAfterMs: 10_000,
    pollAfterMs: 5_000,
    log: (line) => {
      process.stderr.write(`feed: ${line}\n`);
    },
  });
  const control = async (path: string, body: unknown) => {
    const response = await fetch(new URL(path, ready.http), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} answered ${String(response.status)}`);
  };
  return {
    sim,
    broker,
    feed,
    async symbols(count) {
      const index = await broker.catalog.get();
      return index.symbols().slice(0, count);
    },
    pause: (paused) => control('/_control/stream/pause', { paused }),
    control,
    async close() {
      await feed.close();
      await sim.stop();
    },
  };
}
