import { randomBytes } from 'node:crypto';
import { afterEach, expect, test, vi } from 'vitest';
import { createBroker } from '../upstream/broker';
import { createClockSkewTracker } from '../upstream/client/clock-skew';
import { createMarketTimeTracker } from '../upstream/client/market-time';
import { createUpstreamClient } from '../upstream/client/http-client';
import { systemClock } from '@server/shared/clock';
import { createNodeTransport } from '../upstream/client/transport';
import { simulatorControl } from '../upstream/paper/simulator-control';
import type { SimulatorProcess } from '../upstream/paper/simulator-process';
import { spawnKeyedSimulator } from '../testing/keyed-simulator';
import type { MarketFeed } from '../upstream/stream/market-feed';
import { startMarketFeed } from '../upstream/stream/start-market-feed';
import { createDiagnosticsCollector } from './diagnostics-collector';
import { createUpstreamErrorLog } from './upstream-error-log';

const running: { sim: SimulatorProcess; feed: MarketFeed; close: () => void }[] = [];
afterEach(async () => {
  for (const { sim, feed, close } of running.splice(0)) {
    close();
    await feed.close();
    await sim.stop();
  }
});

/** The BFF's upstream side (client, broker, market feed) and the collector over a real simulator. */
async function startStack(simEnv: Record<string, string> = {}) {
  const { sim, appKey, appSecret } = await spawnKeyedSimulator({ SIM_STREAM_INTERVAL_MS: '200', ...simEnv });
  const control = simulatorControl(sim.ready.http);
  await control.pinClock(Date.UTC(2026, 10, 18, 15, 30));
  const errors = createUpstreamErrorLog({ redact: () => [appKey, appSecret] });
  const clockSkew = createClockSkewTracker();
  // The feed reads the calendar at the simulator's market time, as the BFF does.
  const marketTime = createMarketTimeTracker(Date.now);
  const client = createUpstreamClient({
    baseUrl: sim.ready.http,
    appKey,
    appSecret,
    algorithm: 'HMAC-SHA256',
    generation: 'v3',
    transport: createNodeTransport(),
    now: Date.now,
    clockSkew,
    marketTime,
    onFailure: (failure) => {
      errors.record(failure);
    },
  });
  // The BFF believes it may make 60 market-data calls a minute, whatever the simulator allows.
  const broker = createBroker({
    client,
    clock: systemClock,
    clockSkew,
    marketTime,
    marketDataLimit: { limit: 60, windowMs: 60_000 },
    info: { mode: 'paper', region: 'simulator', pathGeneration: 'v3' },
  });
  const feed = startMarketFeed({
    client,
    broker,
    mqttUrl: sim.ready.mqtt,
    appKey,
    silentAfterMs: 10_000,
    pollAfterMs: 1_000,
    log: () => undefined,
  });
  const token = `token-${randomBytes(8).toString('hex')}`;
  // What the token flow will hand over: the token itself must not reach the snapshot.
  const tokenStatus = { status: 'NORMAL', expires_at: 1_800_000_000_000, token };
  const collector = createDiagnosticsCollector({
    connection: { mode: 'paper', region: 'simulator', host: new URL(sim.ready.http).host, path_generation: 'v3' },
    scheduler: broker.scheduler,
    errors,
    feed,
    tradeEvents: null,
    clockSkew,
    tokenCheck: () => true,
    tokenStatus: () => tokenStatus,
    clock: systemClock,
  });
  running.push({
    sim,
    feed,
    close: () => {
      collector.close();
    },
  });
  return { broker, feed, collector, control, appKey, appSecret, token };
}

test('a 429 from the simulator is counted for its group and listed with its request id and message', async () => {
  const stack = await startStack({ SIM_MARKET_DATA_LIMIT: '3/60' });
  const answers = [];
  for (const symbol of ['AAPL', 'MSFT', 'KO', 'TSLA', 'NVDA']) {
    answers.push(
      await stack.broker.getSnapshots([symbol]).then(
        () => 'ok',
        (error: unknown) => String(error),
      ),
    );
  }
  const refusedBySimulator = (await stack.control.stats()).filter((r) => r.status === 429);
  expect(refusedBySimulator).toHaveLength(1);
  expect(answers.slice(0, 3)).toEqual(['ok', 'ok', 'ok']);

  const snapshot = stack.collector.snapshot();
  const marketData = snapshot.groups.find((g) => g.group === 'market-data');
  expect(marketData?.throttled).toBe(1);
  expect(marketData?.frozen_for_ms).toBeGreaterThan(0);
  expect(marketData?.left).toBe((marketData?.budget ?? 0) - (marketData?.used ?? 0));
  const [newest] = snapshot.errors;
  expect(newest?.status).toBe(429);
  expect(newest?.operation).toBe('getSnapshots');
  expect(newest?.request_id).toMatch(/\S/);
  expect(newest?.message).toMatch(/\S/);
  expect(snapshot.session).toEqual({ token_check: true, token: { status: 'NORMAL', expires_at: 1_800_000_000_000 } });
});

test('the snapshot names the host and generation but never the app key, the secret or the token', async () => {
  const stack = await startStack();
  // Refused calls put the provider's own words in the snapshot: an unknown symbol, say.
  await stack.broker.getSnapshots(['AAPL']);
  await stack.broker.getTicks('AAPL', 100_000).catch(() => undefined);
  const json = JSON.stringify(stack.collector.snapshot());
  expect(json).toContain('"path_generation":"v3"');
  for (const secret of [stack.appKey, stack.appSecret, stack.token]) expect(json).not.toContain(secret);
});

test('a dropped market stream is counted as one reconnect once it is live again', async () => {
  const stack = await startStack();
  const market = () => stack.collector.snapshot().streams.market;
  stack.feed.watch('AAPL', 'quote');
  await vi.waitFor(
    () => {
      expect(market()).toMatchObject({ state: 'live', reconnects: 0, subscribed: 1 });
      expect(market().last_message_at).not.toBeNull();
    },
    { timeout: 60_000, interval: 50 },
  );
  const states: string[] = [];
  const stop = stack.collector.onChange(() => states.push(market().state));
  await stack.control.stream.drop();
  await vi.waitFor(
    () => {
      expect(market()).toMatchObject({ state: 'live', reconnects: 1 });
    },
    { timeout: 60_000, interval: 50 },
  );
  stop();
  expect(states).toContain('reconnecting');
});
