import { expect, test } from 'vitest';
import type { FeedState } from '@contracts/stream';
import { feedHarness as setup, goLive } from '../testing/feed-harness';

// The watchdog and the calendar (docs/decisions/0029-a-stream-watchdog-that-cannot-loop.md): a closed
// market is quiet, not broken, and polling spends budget only while the market is open.

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
