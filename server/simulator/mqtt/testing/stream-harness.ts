import { afterEach } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import mqtt, { type MqttClient } from 'mqtt';
import { signRequest } from '@server/signing/sign-request';
import { createSeedState } from '@server/simulator/accounts/seed-state';
import { createMarketClock } from '@server/simulator/control/market-clock';
import { buildSimulatorServer } from '@server/simulator/http/app';
import { createFakeMarket } from '@server/simulator/http/testing/fake-market';
import { T0, TEST_HOST, TEST_KEY, TEST_SECRET } from '@server/simulator/http/testing/test-simulator';
import { createStateStore } from '@server/simulator/state/state-store';
import type { StreamService } from '../stream-service';
import { closeServer, listenMqttTcp } from '../tcp-listener';

/** One message as a client received it. */
export interface Received {
  topic: string;
  payload: Buffer;
}

export interface StreamHarness {
  stream: StreamService;
  mqttUrl: string;
  wsUrl: string;
  /** Signed POST through the app (gen 3 unless the path says /openapi/). */
  post(path: string, body: unknown): Promise<LightMyRequestResponse>;
  control(path: string, body?: unknown): Promise<LightMyRequestResponse>;
  get(path: string, query: [string, string][]): Promise<LightMyRequestResponse>;
  /** A connected mqtt.js client (no auto-reconnect) collecting what it receives. */
  connect(
    clientId: string,
    options?: { url?: string; username?: string },
  ): Promise<{ client: MqttClient; received: Received[] }>;
  /** Resolves once `check` holds over the messages received so far (checked on every message). */
  waitFor(client: MqttClient, received: Received[], check: (all: Received[]) => boolean): Promise<void>;
  advanceWall(ms: number): void;
}

let nonce = 0;

/**
 * A listening simulator (HTTP with WebSocket /mqtt, and TCP) on a fake market pinned at T0, with
 * a short push interval; every server and client is closed after each test.
 */
export function useStreamHarness(
  options: { intervalMs?: number; extraSymbols?: number; quiet?: boolean } = {},
): () => Promise<StreamHarness> {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  return async () => {
    let wall = T0;
    const market = createFakeMarket(options.extraSymbols ?? 0);
    const marketClock = createMarketClock(() => wall);
    marketClock.pin(T0);
    const { app, stream } = buildSimulatorServer({
      market,
      state: createStateStore(createSeedState(market, T0), null),
      seedState: (now) => createSeedState(market, now),
      appKey: TEST_KEY,
      appSecret: TEST_SECRET,
      wallNow: () => wall,
      marketClock,
      marketDataLimit: { limit: 60, windowMs: 60_000 },
      controlEnabled: true,
      streamIntervalMs: options.intervalMs ?? 25,
      streamQuiet: options.quiet === true,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const tcp = await listenMqttTcp(stream.broker, '127.0.0.1', 0);
    cleanups.push(async () => {
      await Promise.all([app.close(), closeServer(tcp.server)]);
    });
    const address = app.server.address();
    const httpPort = typeof address === 'object' && address !== null ? address.port : 0;
    const signed = (method: 'GET' | 'POST', path: string, query: [string, string][], body: string | null) => {
      nonce += 1;
      const headers = signRequest({
        host: TEST_HOST,
        path,
        query,
        body,
        appKey: TEST_KEY,
        secret: TEST_SECRET,
        algorithm: 'HMAC-SHA256',
        now: new Date(wall),
        nonce: `stream-${String(nonce)}`,
        apiVersion: path.startsWith('/openapi/') ? 'v2' : 'v3',
      });
      const search = query.length === 0 ? '' : `?${new URLSearchParams(query).toString()}`;
      return app.inject({
        method,
        url: `${path}${search}`,
        headers: { ...headers, host: TEST_HOST },
        ...(body === null ? {} : { payload: body }),
      });
    };
    const harness: StreamHarness = {
      stream,
      mqttUrl: `mqtt://127.0.0.1:${String(tcp.port)}`,
      wsUrl: `ws://127.0.0.1:${String(httpPort)}/mqtt`,
      post: (path, body) => signed('POST', path, [], JSON.stringify(body)),
      get: (path, query) => signed('GET', path, query, null),
      control: (path, body) =>
        app.inject({
          method: body === undefined ? 'GET' : 'POST',
          url: path,
          headers: { 'content-type': 'application/json' },
          ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
        }),
      async connect(clientId, connectOptions = {}) {
        const client = await mqtt.connectAsync(connectOptions.url ?? harness.mqttUrl, {
          clientId,
          username: connectOptions.username ?? TEST_KEY,
          password: 'any',
          reconnectPeriod: 0,
          keepalive: 30,
        });
        cleanups.push(() => client.endAsync(true));
        const received: Received[] = [];
        client.on('message', (topic, payload) => received.push({ topic, payload }));
        return { client, received };
      },
      waitFor: (client, received, check) =>
        new Promise((resolve, reject) => {
          const test = () => {
            if (!check(received)) return;
            client.off('message', test);
            client.off('close', closed);
            resolve();
          };
          const closed = () => {
            reject(new Error('connection closed while waiting'));
          };
          client.on('message', test);
          client.on('close', closed);
          test();
        }),
      advanceWall: (ms) => {
        wall += ms;
      },
    };
    return harness;
  };
}
