import { expect, test, vi } from 'vitest';
import { createTestFrames, createTestTransport } from '../testing/live-test-transport';
import { WATCHLISTS_TOPIC, type WatchlistChange } from '../contracts/watchlist-topic';
import { createLiveStore } from './live-store';
import { parseLiveMessage } from './live-message';

const change: WatchlistChange = { id: '7', change: 'instruments', revision: 2, at: 1 };

test('a watchlist change reaches the listener at once while the topic is retained, and not after', async () => {
  const wire = createTestTransport();
  const store = createLiveStore(createTestFrames());
  store.start(wire.transport);
  const listener = vi.fn<(change: WatchlistChange) => void>();
  store.onWatchlistChange(listener);
  wire.push({ kind: 'watchlists', data: change });
  expect(listener).not.toHaveBeenCalled();

  const release = store.retainWatchlists();
  await Promise.resolve();
  expect(wire.calls.at(-1)).toEqual({ op: 'subscribe', topics: [WATCHLISTS_TOPIC] });
  // No animation frame runs here: the notice does not wait for one.
  wire.push({ kind: 'watchlists', data: change });
  expect(listener).toHaveBeenCalledWith(change);

  release();
  await Promise.resolve();
  expect(wire.calls.at(-1)).toEqual({ op: 'unsubscribe', topics: [WATCHLISTS_TOPIC] });
  wire.push({ kind: 'watchlists', data: { ...change, revision: 3 } });
  expect(listener).toHaveBeenCalledTimes(1);
});

test('the topic is parsed with the contract; anything else on it is dropped', () => {
  const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
  expect(parseLiveMessage(WATCHLISTS_TOPIC, bytes(change))).toEqual({ kind: 'watchlists', data: change });
  expect(parseLiveMessage(WATCHLISTS_TOPIC, bytes({ ...change, change: 'moved' }))).toBeNull();
  expect(parseLiveMessage(WATCHLISTS_TOPIC, bytes({ id: 7 }))).toBeNull();
});
