import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { buildApp } from '@server/app';
import { attachRelay, type Relay } from '@server/relay/attach-relay';
import { createHostAllowlist } from '@server/session/host-allowlist';
import { logInWith } from '@server/session/testing/login-test-kit';
import { LoginTokens } from '@server/session/login-tokens';
import { SessionStore } from '@server/session/session-store';
import { createBroker } from '@server/upstream/broker';
import { createUpstreamClient } from '@server/upstream/client/http-client';
import type { SimulatorProcess } from '@server/upstream/paper/simulator-process';
import { spawnKeyedSimulator } from '@server/testing/keyed-simulator';
import type { MarketFeed } from '@server/upstream/stream/market-feed';
import { startMarketFeed } from '@server/upstream/stream/start-market-feed';
import { systemClock } from '@server/upstream/client/timers';
import { createNodeTransport } from '@server/upstream/client/transport';

const readySchema = z.object({ http: z.string(), mqtt: z.string() });

export interface RelayStack {
  sim: SimulatorProcess;
  feed: MarketFeed;
  relay: Relay;
  app: FastifyInstance;
  /** ws://.../mqtt on the BFF. */
  url: string;
  origin: string;
  /** Signs a browser in (one session per call): its cookie header and the secret the SPA sends as the MQTT password. */
  login(): Promise<{ cookie: string; secret: string }>;
  symbols(count: number): Promise<string[]>;
  /** Stops or resumes the simulator's pushes (its control surface). */
  pause(paused: boolean): Promise<void>;
  close(): Promise<void>;
}

/**
 * The production path end to end: a simulator process pushing every `intervalMs`, the BFF's one
 * upstream MQTT session (the real MarketFeed) and the relay, all on loopback.
 */
export async function startRelayStack(intervalMs: number): Promise<RelayStack> {
  const { sim, appKey, appSecret } = await spawnKeyedSimulator({ SIM_STREAM_INTERVAL_MS: String(intervalMs) });
  const ready = readySchema.parse(sim.ready);
  const client = createUpstreamClient({
    baseUrl: ready.http,
    appKey,
    appSecret,
    algorithm: 'HMAC-SHA256',
    generation: 'v3',
    transport: createNodeTransport(),
    now: Date.now,
  });
  const broker = createBroker({
    client,
    clock: systemClock,
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
  let n = 0;
  const tokens = new LoginTokens(() => `bench-${String(++n)}`);
  // The relay attached here exactly as buildApp attaches it, so the bench can read its counters.
  const sessions = new SessionStore(systemClock);
  const app = await buildApp({
    config: { allowedOrigins: [], serveSpa: false },
    broker,
    loginTokens: tokens,
    sessions,
    logger: { level: 'warn' },
  });
  const hosts = createHostAllowlist(app.server, undefined);
  const relay = attachRelay(app.server, {
    feed,
    sessions,
    hosts,
    allowedOrigins: [],
    log: (line) => {
      process.stderr.write(`${line}\n`);
    },
  });
  app.addHook('preClose', async () => {
    await relay.close();
  });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
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
    feed,
    relay,
    app,
    url: `${base.replace('http:', 'ws:')}/mqtt`,
    origin: base,
    async login() {
      const { cookie, secret } = await logInWith(app, tokens.current());
      return { cookie, secret };
    },
    async symbols(count) {
      const index = await broker.catalog.get();
      return index.symbols().slice(0, count);
    },
    pause: (paused) => control('/_control/stream/pause', { paused }),
    async close() {
      await app.close();
      await feed.close();
      await sim.stop();
    },
  };
}
