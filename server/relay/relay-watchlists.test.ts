import { afterEach, expect, test } from 'vitest';
import { WATCHLISTS_TOPIC, type WatchlistChange } from '@contracts/watchlist-topic';
import { connectBrowser, recordMessages, startRelay, until, type RelayKit } from './testing/relay-test-kit';

let kit: RelayKit | null = null;
afterEach(async () => {
  await kit?.close();
  kit = null;
});

/** The watchlist service's side of the seam: whoever writes calls `tell`. */
function watchlistNotices() {
  const listeners = new Set<(change: WatchlistChange) => void>();
  return {
    onChange(listener: (change: WatchlistChange) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    tell(change: WatchlistChange) {
      for (const listener of listeners) listener(change);
    },
    listening: () => listeners.size,
  };
}

test('a watchlist change reaches every tab that listens, at once and whole; other tabs hear nothing', async () => {
  const notices = watchlistNotices();
  kit = await startRelay({ watchlists: notices });
  const [first, second, quiet] = await Promise.all([connectBrowser(kit), connectBrowser(kit), connectBrowser(kit)]);
  const seen = [first, second, quiet].map(recordMessages);
  await first.subscribeAsync([WATCHLISTS_TOPIC]);
  await second.subscribeAsync([WATCHLISTS_TOPIC]);
  await quiet.subscribeAsync(['status/feed']);
  // Nothing retained: a tab reads the lists when it starts, the topic only says what changed since.
  expect(seen[0]?.filter((m) => m.topic === WATCHLISTS_TOPIC)).toEqual([]);

  const added: WatchlistChange = { id: '7', change: 'instruments', revision: 3, at: kit.clock.now() };
  const reordered: WatchlistChange = { id: '7', change: 'reordered', revision: 4, at: kit.clock.now() };
  notices.tell(added);
  notices.tell(reordered);
  for (const messages of seen.slice(0, 2))
    await until(() => messages.filter((m) => m.topic === WATCHLISTS_TOPIC).length === 2, 'both notices');
  for (const messages of seen.slice(0, 2))
    expect(messages.filter((m) => m.topic === WATCHLISTS_TOPIC)).toEqual([
      { topic: WATCHLISTS_TOPIC, payload: added, retain: false },
      { topic: WATCHLISTS_TOPIC, payload: reordered, retain: false },
    ]);
  expect(seen[2]?.filter((m) => m.topic === WATCHLISTS_TOPIC)).toEqual([]);
  // The topic is no market data: nothing is watched upstream for it.
  expect(kit.feed.calls).toEqual([]);
  await Promise.all([first.endAsync(), second.endAsync(), quiet.endAsync()]);
  await kit.close();
  kit = null;
  expect(notices.listening()).toBe(0);
});
