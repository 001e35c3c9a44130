import { expect, test } from 'vitest';
import type { Snapshot } from '@contracts/market-data';
import type { FeedState } from '@contracts/stream';
import { createFakeClock } from '../testing/fake-clock';
import { createMarketFeed } from './create-market-feed';
import type { FeedEvent } from './market-feed';
import { encodeStreamMessage } from './stream-proto';
import { fakeConnector, recordingApi, settle, tableDirectory } from '../testing/stream-test-kit';

const START = Date.UTC(2026, 10, 18, 15, 30);

function snapshotPush(symbol: string, price: string) {
  return encodeStreamMessage('snapshot', {
    basic: { symbol, timestamp: String(START) },
    trade_time: String(START),
    price,
    pre_close: '100.00',
  });
}

function restSnapshot(symbol: string, price: string, receivedAt: number): Snapshot {
  return {
    symbol,
    instrument_id: '1',
    price,
    open: '100.00',
    high: '101.00',
    low: '99.00',
    pre_close: '100.00',
    volume: '1000',
    change: '0.50',
    change_ratio: '0.0050',
    last_trade_time: receivedAt - 100,
    received_at: receivedAt,
  };
}

function setup(options: { marketActive?: boolean; marketOpen?: boolean; noHost?: boolean } = {}) {
  const clock = createFakeClock(START);
  // Mutable, so a test can close or open the market as the calendar would.
  const market = { active: options.marketActive ?? true, open: options.marketOpen ?? true };
  const upstream = recordingApi();
  const mqtt = fakeConnector();
  const polls: string[][] = [];
  const feed = createMarketFeed({
    api: upstream.api,
    connector: options.noHost === true ? null : mqtt.connector,
    sessionId: 'bff-session',
    directory: tableDirectory({ AAPL: 'US_STOCK', MSFT: 'US_STOCK' }),
    pollSnapshots: (symbols) => {
      polls.push([...symbols]);
      return Promise.resolve(symbols.map((s) => restSnapshot(s, '123.45', clock.now())));
    },
    clock,
    // The top of each backoff range, so reconnect times are exact.
    random: () => 1,
    silentAfterMs: 10_000,
    pollAfterMs: 5_000,
    pollIntervalMs: 2_000,
    isMarketActive: () => market.active,
    isMarketOpen: () => market.open,
  });
  const events: FeedEvent[] = [];
  feed.onEvent((event) => events.push(event));
  const states = () =>
    events
      .flatMap((e) => (e.kind === 'status' ? [e.data.state] : []))
      .filter((s, i, all) => i === 0 || all[i - 1] !== s);
  const advance = async (ms: number) => {
    for (let left = ms; left > 0; left -= Math.min(left, 100)) {
      clock.advance(Math.min(left, 100));
      await settle();
    }
  };
  return { clock, upstream, mqtt, polls, feed, events, states, advance, market };
}

async function goLive(t: ReturnType<typeof setup>, symbols = ['AAPL']) {
  for (const s of symbols) t.feed.watch(s, 'quote');
  t.mqtt.accept();
  await t.advance(100);
  expect(t.feed.status().state).toBe('live');
}

test('the feed is reconnecting until the CONNACK and the union is subscribed, then live; pushes become stream quotes', async () => {
  const t = setup();
  expect(t.feed.status().state).toBe('reconnecting');
  t.feed.watch('AAPL', 'quote');
  t.feed.watch('aapl', 'quote');
  t.upstream.hold();
  t.mqtt.accept();
  await t.advance(100);
  expect(t.feed.status().state).toBe('reconnecting');
  t.upstream.release();
  await settle();
  expect(t.feed.status().state).toBe('live');
  expect(t.upstream.calls).toEqual([
    { op: 'subscribe', sessionId: 'bff-session', symbols: ['AAPL'], category: 'US_STOCK', subTypes: ['SNAPSHOT'] },
  ]);
  t.mqtt.push('snapshot', snapshotPush('AAPL', '187.25'));
  const quote = t.events.find((e) => e.kind === 'quote');
  expect(quote).toMatchObject({
    kind: 'quote',
    symbol: 'AAPL',
    data: { price: '187.25', source: 'stream', trade_time: START, received_at: t.clock.now() },
  });
  expect(t.feed.latestQuote('AAPL')?.price).toBe('187.25');
  await t.advance(1_000);
  expect(t.feed.status().symbols).toEqual({ AAPL: t.clock.now() - 1_000 });
});

test('the status is published on each state change and otherwise at most once a second', async () => {
  const t = setup();
  await goLive(t);
  const statusTimes = () => t.events.flatMap((e) => (e.kind === 'status' ? [e.data.at] : []));
  const before = statusTimes().length;
  for (let i = 0; i < 30; i += 1) {
    t.mqtt.push('snapshot', snapshotPush('AAPL', `187.${String(10 + i)}`));
    await t.advance(100);
  }
  const during = statusTimes().slice(before);
  expect(during.length).toBeGreaterThanOrEqual(2);
  expect(during.length).toBeLessThanOrEqual(3);
  for (let i = 1; i < during.length; i += 1)
    expect((during[i] ?? 0) - (during[i - 1] ?? 0)).toBeGreaterThanOrEqual(1_000);
});

test('in trading hours nothing for 10 s makes the feed silent and 5 s more polls, on the same connection; a message ends both', async () => {
  const t = setup();
  await goLive(t);
  await t.advance(9_000);
  expect(t.feed.status().state).toBe('live');
  await t.advance(1_000);
  expect(t.feed.status().state).toBe('silent');
  t.mqtt.push('echo', new Uint8Array());
  expect(t.feed.status().state).toBe('live');
  await t.advance(15_000);
  expect(t.feed.status().state).toBe('polling');
  expect(t.polls.at(-1)).toEqual(['AAPL']);
  expect(t.feed.latestQuote('AAPL')?.source).toBe('poll');
  // Silence alone never drops the connection: only the MQTT client's close does.
  await t.advance(120_000);
  expect(t.mqtt.connections).toHaveLength(1);
  expect(t.mqtt.connections[0]?.closed).toBe(false);
  t.mqtt.push('snapshot', snapshotPush('AAPL', '187.25'));
  expect(t.feed.status().state).toBe('live');
  const pollsWhenLive = t.polls.length;
  await t.advance(5_000);
  expect(t.polls.length).toBe(pollsWhenLive);
  expect(t.states()).toEqual(['live', 'silent', 'live', 'silent', 'polling', 'live']);
});

test('in a closed market a silent stream is idle: ten minutes cost no reconnect, no poll, no subscribe', async () => {
  const t = setup({ marketActive: false, marketOpen: false });
  t.feed.watch('AAPL', 'quote');
  t.mqtt.accept();
  await t.advance(100);
  expect(t.feed.status().state).toBe('idle');
  const calls = t.upstream.calls.length;
  await t.advance(600_000);
  expect(t.states()).toEqual(['idle']);
  expect(t.mqtt.connections).toHaveLength(1);
  expect(t.polls).toEqual([]);
  expect(t.upstream.calls).toHaveLength(calls);
  // The market opens: the connected stream is live, and judged by time from then on.
  t.market.open = true;
  t.market.active = true;
  await t.advance(1_000);
  expect(t.feed.status().state).toBe('live');
  await t.advance(10_000);
  expect(t.feed.status().state).toBe('silent');
});

test('the overnight session is open but not liquid: a quiet stream stays live and a dropped one polls', async () => {
  const t = setup({ marketActive: false, marketOpen: true });
  await goLive(t);
  await t.advance(60_000);
  expect(t.states()).toEqual(['live']);
  t.mqtt.drop();
  await t.advance(5_000);
  expect(t.feed.status().state).toBe('polling');
});

test('a stream lost in a closed market reconnects with backoff but never polls; polling starts when the market opens', async () => {
  const t = setup({ marketActive: false, marketOpen: false });
  t.feed.watch('AAPL', 'quote');
  t.mqtt.accept();
  await t.advance(100);
  expect(t.feed.status().state).toBe('idle');
  const droppedAt = t.clock.now();
  t.mqtt.drop();
  const openedAt: number[] = [];
  for (let i = 0; i < 4; i += 1) {
    const count = t.mqtt.connections.length;
    while (t.mqtt.connections.length === count) await t.advance(50);
    openedAt.push(t.clock.now() - droppedAt);
    t.mqtt.drop('connection refused');
  }
  expect(openedAt.map((at, i) => at - (openedAt[i - 1] ?? 0))).toEqual([250, 500, 1_000, 2_000]);
  await t.advance(60_000);
  expect(t.feed.status().state).toBe('reconnecting');
  expect(t.polls).toEqual([]);
  t.market.open = true;
  await t.advance(1_000);
  expect(t.feed.status().state).toBe('polling');
  expect(t.polls.at(-1)).toEqual(['AAPL']);
  // And it closes again: polling stops, the feed still reconnects.
  t.market.open = false;
  await t.advance(1_000);
  const polls = t.polls.length;
  await t.advance(30_000);
  expect(t.polls.length).toBe(polls);
  expect(t.states().slice(-3)).toEqual(['reconnecting', 'polling', 'reconnecting']);
});

test('a lost connection is retried 250 ms doubling to 3 s; after 5 s down snapshots are polled until the stream is live again', async () => {
  const t = setup();
  await goLive(t, ['AAPL', 'MSFT']);
  const subscribesBefore = t.upstream.calls.length;
  const droppedAt = t.clock.now();
  t.mqtt.drop();
  expect(t.feed.status().state).toBe('reconnecting');
  const openedAt: number[] = [];
  for (let i = 0; i < 6; i += 1) {
    const count = t.mqtt.connections.length;
    while (t.mqtt.connections.length === count) await t.advance(50);
    openedAt.push(t.clock.now() - droppedAt);
    t.mqtt.drop('connection refused');
  }
  // Each attempt waits (random = 1) the full ceiling after the previous failure: 250, 500, 1000, 2000, 3000, 3000.
  expect(openedAt.map((at, i) => at - (openedAt[i - 1] ?? 0))).toEqual([250, 500, 1_000, 2_000, 3_000, 3_000]);
  expect(t.states().slice(-2)).toEqual(['reconnecting', 'polling']);
  expect(t.polls[0]?.sort()).toEqual(['AAPL', 'MSFT']);
  const polled = t.events.filter((e) => e.kind === 'quote' && e.data.source === 'poll');
  expect(polled.length).toBeGreaterThanOrEqual(2);
  const pollingSince = t.feed.status().since;
  expect(pollingSince - droppedAt).toBe(5_000);
  while (t.mqtt.connections.length === 7) await t.advance(50);
  t.mqtt.accept();
  await t.advance(100);
  expect(t.feed.status().state).toBe('live');
  const resubscribed = t.upstream.calls.slice(subscribesBefore);
  expect(resubscribed).toEqual([
    {
      op: 'subscribe',
      sessionId: 'bff-session',
      symbols: ['AAPL', 'MSFT'],
      category: 'US_STOCK',
      subTypes: ['SNAPSHOT'],
    },
  ]);
  const pollsWhenLive = t.polls.length;
  await t.advance(10_000);
  expect(t.polls.length).toBe(pollsWhenLive);
});

test('a symbol silent while others flow is resubscribed, once per silent period, only while the market trades', async () => {
  for (const marketActive of [true, false]) {
    const t = setup({ marketActive });
    await goLive(t, ['AAPL', 'MSFT']);
    const before = t.upstream.calls.length;
    for (let i = 0; i < 150; i += 1) {
      t.mqtt.push('snapshot', snapshotPush('MSFT', '410.00'));
      await t.advance(100);
    }
    const again = t.upstream.calls.slice(before);
    if (!marketActive) expect(again).toEqual([]);
    else
      expect(again).toEqual([
        { op: 'subscribe', sessionId: 'bff-session', symbols: ['AAPL'], category: 'US_STOCK', subTypes: ['SNAPSHOT'] },
      ]);
    expect(t.feed.status().state).toBe('live');
    await t.feed.close();
  }
});

test('without an MQTT host the feed polls from the start, only what is watched, and is idle in a closed market', async () => {
  const t = setup({ noHost: true });
  await t.advance(4_000);
  // Nothing on screen: nothing to poll.
  expect(t.polls).toEqual([]);
  expect(t.feed.status().state).toBe('polling');
  t.feed.watch('MSFT', 'quote');
  await t.advance(2_100);
  expect(t.polls.at(-1)).toEqual(['MSFT']);
  const quote = t.feed.latestQuote('MSFT');
  expect(quote).toMatchObject({ symbol: 'MSFT', price: '123.45', source: 'poll' });
  expect(t.mqtt.connections).toHaveLength(0);
  expect(t.upstream.calls).toHaveLength(0);
  const stateSeen: FeedState[] = t.states();
  expect(stateSeen).toEqual(['polling']);
  t.market.open = false;
  await t.advance(1_000);
  const polls = t.polls.length;
  await t.advance(60_000);
  expect(t.polls.length).toBe(polls);
  expect(t.states()).toEqual(['polling', 'idle']);
});

test('with nothing watched a quiet connection is not a silent feed', async () => {
  const t = setup();
  t.mqtt.accept();
  await t.advance(100);
  expect(t.feed.status().state).toBe('live');
  await t.advance(60_000);
  expect(t.states()).toEqual(['live']);
  expect(t.mqtt.connections).toHaveLength(1);
  t.feed.watch('AAPL', 'quote');
  await t.advance(9_000);
  expect(t.feed.status().state).toBe('live');
  await t.advance(2_000);
  expect(t.feed.status().state).toBe('silent');
});

test('a connector that throws counts as a failed attempt and is retried with backoff', async () => {
  const clock = createFakeClock(START);
  const mqtt = fakeConnector();
  let attempts = 0;
  const feed = createMarketFeed({
    api: recordingApi().api,
    connector: (handlers) => {
      attempts += 1;
      if (attempts === 1) throw new Error('unknown protocol');
      return mqtt.connector(handlers);
    },
    sessionId: 's',
    directory: tableDirectory({}),
    pollSnapshots: () => Promise.resolve([]),
    clock,
    random: () => 1,
  });
  expect(attempts).toBe(1);
  expect(feed.status().state).toBe('reconnecting');
  clock.advance(250);
  expect(attempts).toBe(2);
  mqtt.accept();
  await settle();
  expect(feed.status().state).toBe('live');
  await feed.close();
});
