import { afterEach, expect, test, vi } from 'vitest';
import type { LiveQuote } from '@contracts/stream';
import { createBroker } from '../broker';
import { createUpstreamClient } from '../client/http-client';
import { simulatorControl } from '../paper/simulator-control';
import type { SimulatorProcess } from '../paper/simulator-process';
import { spawnKeyedSimulator } from '@server/testing/keyed-simulator';
import { systemClock } from '@server/shared/clock';
import { createMarketTimeTracker } from '../client/market-time';
import { createNodeTransport } from '../client/transport';
import type { FeedEvent, MarketFeed } from './market-feed';
import { startMarketFeed } from './start-market-feed';

// The real feed over the real simulator process: MQTT on loopback, signed subscribe calls.
const running: { sim: SimulatorProcess; feed: MarketFeed }[] = [];
afterEach(async () => {
  for (const { sim, feed } of running.splice(0)) {
    await feed.close();
    await sim.stop();
  }
});

async function startStack(generation: 'v2' | 'v3' = 'v3') {
  const { sim, appKey, appSecret } = await spawnKeyedSimulator({ SIM_STREAM_INTERVAL_MS: '200' });
  const control = simulatorControl(sim.ready.http);
  // A Wednesday in the regular session: the market model's values hold still while pinned.
  await control.pinClock(Date.UTC(2026, 10, 18, 15, 30));
  // The feed reads the calendar at the simulator's market time, as the BFF does.
  const marketTime = createMarketTimeTracker(Date.now);
  const client = createUpstreamClient({
    baseUrl: sim.ready.http,
    appKey,
    appSecret,
    algorithm: 'HMAC-SHA256',
    generation,
    transport: createNodeTransport(),
    now: Date.now,
    marketTime,
  });
  const broker = createBroker({
    client,
    clock: systemClock,
    marketTime,
    info: { mode: 'paper', region: 'simulator', pathGeneration: generation },
  });
  // The default silence limit: a busy machine can hold a 200 ms push back for seconds, and a
  // silent spell would put states between the ones these tests expect.
  const feed = startMarketFeed({
    client,
    broker,
    mqttUrl: sim.ready.mqtt,
    appKey,
    silentAfterMs: 10_000,
    pollAfterMs: 1_000,
    log: () => undefined,
  });
  running.push({ sim, feed });
  const events: FeedEvent[] = [];
  feed.onEvent((event) => events.push(event));
  const quotes = (symbol: string, source: LiveQuote['source']) =>
    events.flatMap((e) => (e.kind === 'quote' && e.symbol === symbol && e.data.source === source ? [e.data] : []));
  return { control, broker, feed, events, quotes };
}

// Generous: a reconnect backs off up to 3 s between attempts, and a busy machine adds to that.
const waitFor = <T>(check: () => T) => vi.waitFor(check, { timeout: 60_000, interval: 50 });

/** Each connected session's subscriptions, sub_types sorted. */
async function subscriptionsOf(control: ReturnType<typeof simulatorControl>) {
  const stats = await control.stream.stats();
  const out: Record<string, Record<string, string[]>> = {};
  for (const [session, symbols] of Object.entries(stats.subscriptions)) {
    out[session] = Object.fromEntries(Object.entries(symbols).map(([s, types]) => [s, [...types].sort()]));
  }
  return { stats, subscriptions: out };
}

test('two watchers of a symbol make one upstream subscription, and the pushes decode to the REST snapshot', async () => {
  const { control, broker, feed, quotes } = await startStack();
  feed.watch('AAPL', 'quote');
  feed.watch('AAPL', 'quote');
  feed.watch('AAPL', 'depth');
  feed.watch('MSFT', 'quote');
  await waitFor(() => {
    expect(feed.status().state).toBe('live');
    expect(quotes('AAPL', 'stream').length).toBeGreaterThan(0);
    expect(quotes('MSFT', 'stream').length).toBeGreaterThan(0);
    expect(feed.latestDepth('AAPL')?.asks.length).toBeGreaterThan(0);
  });
  const { stats, subscriptions } = await subscriptionsOf(control);
  expect(stats.connections).toHaveLength(1);
  const session = stats.connections[0]?.session_id ?? '';
  expect(subscriptions).toEqual({ [session]: { AAPL: ['QUOTE', 'SNAPSHOT'], MSFT: ['SNAPSHOT'] } });
  expect(stats.subscribe_calls).toBe(2);

  const [rest] = await broker.getSnapshots(['AAPL']);
  const pushed = quotes('AAPL', 'stream').at(-1);
  expect(pushed).toMatchObject({
    symbol: 'AAPL',
    price: rest?.price,
    open: rest?.open,
    high: rest?.high,
    low: rest?.low,
    pre_close: rest?.pre_close,
    volume: rest?.volume,
    change: rest?.change,
    change_ratio: rest?.change_ratio,
    trade_time: rest?.last_trade_time,
    source: 'stream',
  });

  await control.stream.tick({ symbol: 'AAPL', price: '321.50' });
  await waitFor(() => {
    expect(feed.latestQuote('AAPL')?.price).toMatch(/^321\.50*$/);
  });
});

test('after a drop the feed reconnects and the simulator counts one subscription per symbol again', async () => {
  const { control, feed, events } = await startStack();
  feed.watch('AAPL', 'quote');
  feed.watch('MSFT', 'quote');
  feed.watch('MSFT', 'tick');
  await waitFor(() => {
    expect(feed.status().state).toBe('live');
  });
  const before = await subscriptionsOf(control);
  const seen = events.length;
  await control.stream.drop();
  const statesAfterDrop = () =>
    events
      .slice(seen)
      .flatMap((e) => (e.kind === 'status' ? [e.data.state] : []))
      .filter((s, i, all) => s !== all[i - 1]);
  // The way back can take less than a polling interval, so the published states are checked.
  await waitFor(() => {
    expect(statesAfterDrop()).toEqual(['reconnecting', 'live']);
  });
  const after = await subscriptionsOf(control);
  expect(after.stats.connections).toHaveLength(1);
  expect(after.subscriptions).toEqual(before.subscriptions);
  expect(Object.values(after.subscriptions)[0]).toEqual({ AAPL: ['SNAPSHOT'], MSFT: ['SNAPSHOT', 'TICK'] });
  // Exactly the union once more: one call per sub_types group, no duplicates.
  expect(after.stats.subscribe_calls - before.stats.subscribe_calls).toBe(2);
});

test('while the simulator refuses connections prices are polled and labelled so; when it accepts again the stream is back (gen-2 paths)', async () => {
  const { control, feed, quotes } = await startStack('v2');
  feed.watch('NVDA', 'quote');
  await waitFor(() => {
    expect(feed.status().state).toBe('live');
  });
  await control.stream.refuse(true);
  await control.stream.drop();
  await waitFor(() => {
    expect(feed.status().state).toBe('polling');
    expect(quotes('NVDA', 'poll').length).toBeGreaterThan(0);
  });
  expect((await control.stream.stats()).connections).toHaveLength(0);
  await control.stream.refuse(false);
  const backAt = Date.now();
  // How soon it is back is measured by npm run bench:live; here only that it comes back.
  await waitFor(() => {
    expect(feed.status().state).toBe('live');
  });
  const streamedAfter = quotes('NVDA', 'stream').filter((q) => q.received_at >= backAt);
  await waitFor(() => {
    expect(quotes('NVDA', 'stream').filter((q) => q.received_at >= backAt).length).toBeGreaterThan(
      streamedAfter.length,
    );
  });
  const { subscriptions } = await subscriptionsOf(control);
  expect(Object.values(subscriptions)).toEqual([{ NVDA: ['SNAPSHOT'] }]);
  const paths = new Set((await control.stats()).map((r) => r.path));
  expect(paths).toContain('/openapi/market-data/streaming/subscribe');
  expect(paths).toContain('/openapi/market-data/stock/snapshot');
});

test("a symbol a browser polls rides the stream: its snapshot carries the streamed trade, at the push's time", async () => {
  const { control, broker, feed } = await startStack();
  const [first] = await broker.getSnapshots(['KO']);
  // Polled, not watched by any browser's subscription: followed on the stream all the same.
  await waitFor(async () => {
    expect(Object.values((await subscriptionsOf(control)).subscriptions)).toEqual([{ KO: ['SNAPSHOT'] }]);
  });
  await control.stream.tick({ symbol: 'KO', price: '77.25' });
  await waitFor(async () => {
    const [served] = await broker.getSnapshots(['KO']);
    const pushed = feed.latestQuote('KO');
    expect(served?.price).toMatch(/^77\.250*$/);
    // The time of the push the BFF read, not of a snapshot call.
    expect(served?.received_at).toBe(pushed?.received_at);
    expect(served?.instrument_id).toBe(first?.instrument_id);
  });
});
