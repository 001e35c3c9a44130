import { expect, test } from 'vitest';
import { createMarketFeed } from './create-market-feed';
import { createFakeClock } from '../testing/fake-clock';
import { FEED_START, feedHarness as setup, goLive, snapshotPush } from '../testing/feed-harness';
import { fakeConnector, recordingApi, settle, tableDirectory } from '../testing/stream-test-kit';

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
    data: { price: '187.25', source: 'stream', trade_time: FEED_START, received_at: t.clock.now() },
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
  const clock = createFakeClock(FEED_START);
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
