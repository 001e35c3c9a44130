import { expect, test } from 'vitest';
import type { FeedState } from '@contracts/stream';
import { createFakeFeed } from '../upstream/testing/fake-feed';
import { watchMarketStream } from './market-stream-watch';

function watched() {
  const feed = createFakeFeed(() => 1_000);
  let changes = 0;
  const watch = watchMarketStream(feed, { mode: 'paper', onChange: () => (changes += 1) });
  const go = (...states: FeedState[]) => {
    for (const state of states) feed.emit({ kind: 'status', data: { state, since: 1, symbols: {}, at: 1 } });
  };
  return { feed, watch, go, changes: () => changes };
}

test('only a stream lost and live again counts as a reconnect: not the first connect, not a silent spell', () => {
  const { watch, go } = watched();
  go('live');
  expect(watch.current().reconnects).toBe(0);
  go('silent', 'live');
  expect(watch.current().reconnects).toBe(0);
  go('reconnecting', 'polling', 'live');
  expect(watch.current().reconnects).toBe(1);
  go('silent', 'reconnecting', 'live');
  expect(watch.current().reconnects).toBe(2);
  // A silent spell polled on the same connection is no reconnect; a reconnect into a closed market is.
  go('silent', 'polling', 'live');
  expect(watch.current().reconnects).toBe(2);
  go('idle', 'reconnecting', 'idle');
  expect(watch.current().reconnects).toBe(3);
});

test('the last data message and the subscribed symbols come from the feed; each change is told', () => {
  const { feed, watch, go, changes } = watched();
  expect(watch.current().last_message_at).toBeNull();
  go('reconnecting');
  expect(changes()).toBe(1);
  feed.emit({ kind: 'status', data: { state: 'live', since: 1, symbols: { AAPL: null, KO: null }, at: 2 } });
  feed.emit({
    kind: 'tick',
    symbol: 'AAPL',
    data: { symbol: 'AAPL', ticks: [{ time: 5, price: '1.00', volume: '1', side: 'B' }], received_at: 1_234 },
  });
  expect(watch.current()).toMatchObject({ state: 'live', last_message_at: 1_234, subscribed: 2 });
  expect(changes()).toBe(3);
  watch.close();
  go('reconnecting');
  expect(changes()).toBe(3);
});
