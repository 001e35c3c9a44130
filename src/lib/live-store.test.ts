import { expect, test, vi } from 'vitest';
import { createTestFrames, createTestTransport } from '../testing/live-test-transport';
import type { LiveQuote } from '../contracts/stream';
import { createLiveStore } from './live-store';

const quote = (price: string, receivedAt = 1_000): LiveQuote => ({
  symbol: 'AAPL',
  price,
  trade_time: 500,
  source: 'stream',
  received_at: receivedAt,
});

function setup() {
  const wire = createTestTransport();
  const frames = createTestFrames();
  const store = createLiveStore(frames);
  store.start(wire.transport);
  return { wire, frames, store };
}

const settle = () => Promise.resolve();

test('a burst of updates reaches each listener once, at the next frame, with the newest value', async () => {
  const { wire, frames, store } = setup();
  const release = store.retain('quote', 'AAPL');
  await settle();
  const listener = vi.fn();
  store.listen('quote/AAPL', listener);

  for (let i = 1; i <= 500; i += 1) wire.push({ kind: 'quote', symbol: 'AAPL', data: quote(`${100 + i}.00`) });
  expect(listener).not.toHaveBeenCalled();
  expect(store.quote('AAPL')).toBeUndefined();
  expect(frames.pending()).toBe(1);

  frames.run();
  expect(listener).toHaveBeenCalledTimes(1);
  expect(store.quote('AAPL')?.price).toBe('600.00');
  release();
});

test('the first watcher subscribes, the last one leaving unsubscribes, in one call each', async () => {
  const { wire, store } = setup();
  wire.calls.length = 0;
  const releases = ['AAPL', 'MSFT', 'AAPL', 'NVDA'].map((symbol) => store.retain('quote', symbol));
  await settle();
  expect(wire.calls).toEqual([{ op: 'subscribe', topics: ['quote/AAPL', 'quote/MSFT', 'quote/NVDA'] }]);

  releases[0]?.();
  await settle();
  expect(wire.calls).toHaveLength(1);
  releases[2]?.();
  releases[2]?.();
  releases[1]?.();
  await settle();
  expect(wire.calls[1]).toEqual({ op: 'unsubscribe', topics: ['quote/AAPL', 'quote/MSFT'] });
  expect(store.topics()).toEqual(['quote/NVDA']);
});

test('a watcher that leaves and comes back in the same task sends nothing', async () => {
  const { wire, store } = setup();
  store.retain('tick', 'AAPL');
  await settle();
  wire.calls.length = 0;
  const release = store.retain('tick', 'MSFT');
  release();
  store.retain('tick', 'MSFT');
  await settle();
  expect(wire.calls).toEqual([{ op: 'subscribe', topics: ['tick/MSFT'] }]);
});

test('the feed status is subscribed from the start and published per frame', () => {
  const { wire, frames, store } = setup();
  expect(wire.calls[0]).toEqual({ op: 'subscribe', topics: ['status/feed', 'status/budget', 'status/token'] });
  wire.setLink('online');
  wire.push({ kind: 'status', data: { state: 'silent', since: 1, symbols: { AAPL: 5 }, at: 9 } });
  frames.run();
  expect(store.feedView()).toEqual({
    link: 'online',
    everOnline: true,
    feed: { state: 'silent', since: 1, symbols: { AAPL: 5 }, at: 9 },
  });
});

test('messages for symbols nobody watches are not kept', () => {
  const { wire, frames, store } = setup();
  wire.push({ kind: 'quote', symbol: 'AAPL', data: quote('1.00') });
  frames.run();
  expect(store.quote('AAPL')).toBeUndefined();
});

test('trades are appended in order, and a replayed trade is not counted twice', async () => {
  const { wire, frames, store } = setup();
  store.retain('tick', 'AAPL');
  await settle();
  const first = { time: 1, price: '10.00', volume: '100', side: 'B' as const };
  const second = { time: 2, price: '10.01', volume: '50', side: 'S' as const };
  wire.push({ kind: 'tick', symbol: 'AAPL', data: { symbol: 'AAPL', ticks: [first], received_at: 1 } });
  wire.push({ kind: 'tick', symbol: 'AAPL', data: { symbol: 'AAPL', ticks: [first, second], received_at: 2 } });
  frames.run();
  expect(store.ticks('AAPL')).toEqual({ ticks: [first, second], total: 2 });
});

test('topics wanted before the connection opens are subscribed with the status when it starts', async () => {
  const wire = createTestTransport();
  const store = createLiveStore(createTestFrames());
  store.retain('quote', 'AAPL');
  await settle();
  expect(wire.calls).toEqual([]);
  store.start(wire.transport);
  expect(wire.calls).toEqual([
    { op: 'subscribe', topics: ['status/feed', 'status/budget', 'status/token', 'quote/AAPL'] },
  ]);
  store.stop();
  store.start(wire.transport);
  expect(wire.calls).toHaveLength(2);
});

test('a quote primed before the connection opens goes out in its first SUBSCRIBE and is kept until a watcher takes it over', async () => {
  const wire = createTestTransport();
  const frames = createTestFrames();
  const store = createLiveStore(frames);
  store.prime('quote', 'AAPL');
  await settle();
  store.start(wire.transport);
  expect(wire.calls).toEqual([
    { op: 'subscribe', topics: ['status/feed', 'status/budget', 'status/token', 'quote/AAPL'] },
  ]);

  // Nothing on screen holds the topic yet; its first value is kept for the panel that mounts later.
  wire.push({ kind: 'quote', symbol: 'AAPL', data: quote('101.00') });
  frames.run();
  expect(store.quote('AAPL')?.price).toBe('101.00');

  // The panel's hold takes the primed one over: no second SUBSCRIBE, no UNSUBSCRIBE between.
  const release = store.retain('quote', 'AAPL');
  await settle();
  expect(wire.calls).toHaveLength(1);
  expect(store.quote('AAPL')?.price).toBe('101.00');

  // From then on the topic lives as long as the panel's hold.
  release();
  await settle();
  expect(wire.calls[1]).toEqual({ op: 'unsubscribe', topics: ['quote/AAPL'] });
});

test('a primed topic nothing took over is let go when the connection closes', async () => {
  const { store } = setup();
  store.prime('quote', 'MSFT');
  store.prime('quote', 'MSFT');
  await settle();
  expect(store.topics()).toEqual(['quote/MSFT']);
  store.stop();
  await settle();
  expect(store.topics()).toEqual([]);
});
