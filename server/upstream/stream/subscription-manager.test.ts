import { expect, test } from 'vitest';
import { createFakeClock } from '../testing/fake-clock';
import { UpstreamHttpError } from '../client/upstream-errors';
import { recordingApi, settle, tableDirectory } from '../testing/stream-test-kit';
import { createSubscriptionManager } from './subscription-manager';

function setup(table: Record<string, 'US_STOCK' | 'US_ETF'> = { AAPL: 'US_STOCK', MSFT: 'US_STOCK', SPY: 'US_ETF' }) {
  const clock = createFakeClock(1_000_000);
  const upstream = recordingApi();
  const directory = tableDirectory(table);
  const manager = createSubscriptionManager({
    api: upstream.api,
    directory,
    clock,
    debounceMs: 50,
    graceMs: 10_000,
    retryMs: 1_000,
  });
  /** Moves time and lets the calls it triggers run. */
  const advance = async (ms: number) => {
    clock.advance(ms);
    await settle();
  };
  return { clock, upstream, directory, manager, advance };
}

test('two watchers of one symbol cause one subscribe call, and the union is diffed, not resent', async () => {
  const { upstream, manager, advance } = setup();
  await expect(manager.connected('s1')).resolves.toBe(true);
  manager.watch('AAPL', 'quote');
  manager.watch('AAPL', 'quote');
  await advance(50);
  manager.watch('AAPL', 'quote');
  manager.watch('MSFT', 'quote');
  await advance(50);
  expect(upstream.calls).toEqual([
    { op: 'subscribe', sessionId: 's1', symbols: ['AAPL'], category: 'US_STOCK', subTypes: ['SNAPSHOT'] },
    { op: 'subscribe', sessionId: 's1', symbols: ['MSFT'], category: 'US_STOCK', subTypes: ['SNAPSHOT'] },
  ]);
});

test('after a quiet spell a page of symbols goes out at once in one call; watches within the debounce wait for it and go together', async () => {
  const { upstream, manager, advance } = setup();
  void manager.connected('s1');
  await settle();
  for (const symbol of ['AAPL', 'MSFT']) manager.watch(symbol, 'quote');
  await advance(0);
  expect(upstream.calls).toEqual([
    { op: 'subscribe', sessionId: 's1', symbols: ['AAPL', 'MSFT'], category: 'US_STOCK', subTypes: ['SNAPSHOT'] },
  ]);
  await advance(20);
  manager.watch('SPY', 'quote');
  await advance(10);
  manager.watch('MSFT', 'depth');
  await advance(19);
  expect(upstream.calls).toHaveLength(1);
  await advance(1);
  expect(
    upstream.calls
      .slice(1)
      .map((c) => `${c.symbols.join(',')} ${c.subTypes.join(',')}`)
      .sort(),
  ).toEqual(['MSFT QUOTE', 'SPY SNAPSHOT']);
});

test('calls carry at most 100 symbols and one category each', async () => {
  const table: Record<string, 'US_STOCK' | 'US_ETF'> = {};
  const stocks = Array.from({ length: 250 }, (_, i) => `S${String(i)}`);
  const etfs = Array.from({ length: 30 }, (_, i) => `E${String(i)}`);
  for (const s of stocks) table[s] = 'US_STOCK';
  for (const s of etfs) table[s] = 'US_ETF';
  const { upstream, manager, advance } = setup(table);
  void manager.connected('s1');
  for (const s of [...stocks, ...etfs]) manager.watch(s, 'quote');
  await advance(50);
  expect(upstream.calls.map((c) => [c.category, c.symbols.length])).toEqual([
    ['US_STOCK', 100],
    ['US_STOCK', 100],
    ['US_STOCK', 50],
    ['US_ETF', 30],
  ]);
  const sent = upstream.calls.flatMap((c) => c.symbols);
  expect(new Set(sent).size).toBe(280);
  expect(upstream.calls.filter((c) => c.category === 'US_ETF').flatMap((c) => c.symbols)).toEqual(etfs);
});

test('symbols with different data kinds go in separate calls, each with its sub_types', async () => {
  const { upstream, manager, advance } = setup();
  void manager.connected('s1');
  manager.watch('AAPL', 'quote');
  manager.watch('AAPL', 'depth');
  manager.watch('AAPL', 'tick');
  manager.watch('MSFT', 'quote');
  manager.watch('SPY', 'quote');
  await advance(50);
  expect(upstream.calls.map((c) => ({ symbols: c.symbols, category: c.category, subTypes: c.subTypes }))).toEqual([
    { symbols: ['AAPL'], category: 'US_STOCK', subTypes: ['QUOTE', 'SNAPSHOT', 'TICK'] },
    { symbols: ['MSFT'], category: 'US_STOCK', subTypes: ['SNAPSHOT'] },
    { symbols: ['SPY'], category: 'US_ETF', subTypes: ['SNAPSHOT'] },
  ]);
});

test('the last watcher leaving unsubscribes after the 10 s grace period; coming back within it costs nothing', async () => {
  const { upstream, manager, advance } = setup();
  void manager.connected('s1');
  manager.watch('AAPL', 'quote');
  manager.watch('AAPL', 'quote');
  manager.watch('MSFT', 'depth');
  await advance(50);
  expect(upstream.calls).toHaveLength(2);
  manager.unwatch('AAPL', 'quote');
  manager.unwatch('AAPL', 'quote');
  manager.unwatch('MSFT', 'depth');
  await advance(5_000);
  manager.watch('MSFT', 'depth');
  await advance(4_999);
  expect(upstream.calls).toHaveLength(2);
  await advance(1);
  expect(upstream.calls.slice(2)).toEqual([
    { op: 'unsubscribe', sessionId: 's1', symbols: ['AAPL'], category: 'US_STOCK', subTypes: ['SNAPSHOT'] },
  ]);
  await advance(60_000);
  expect(upstream.calls).toHaveLength(3);
  expect([...upstream.subscribed().keys()]).toEqual(['MSFT']);
  expect([...manager.watched().keys()]).toEqual(['MSFT']);
});

test('after a reconnect the whole union is subscribed again, once, and connected() resolves when it is in place', async () => {
  const { upstream, manager, advance } = setup();
  void manager.connected('s1');
  manager.watch('AAPL', 'quote');
  manager.watch('SPY', 'quote');
  manager.watch('AAPL', 'tick');
  await advance(50);
  const before = upstream.calls.length;
  manager.disconnected();
  // Watched while down: nothing can be sent without a session.
  manager.watch('MSFT', 'quote');
  await advance(10_000);
  expect(upstream.calls).toHaveLength(before);
  upstream.hold();
  let synced: boolean | undefined;
  void manager.connected('s1').then((ok) => {
    synced = ok;
  });
  await settle();
  expect(synced).toBeUndefined();
  upstream.release();
  await settle();
  expect(synced).toBe(true);
  const again = upstream.calls.slice(before);
  expect(again.every((c) => c.op === 'subscribe' && c.sessionId === 's1')).toBe(true);
  expect(again.map((c) => `${c.symbols.join(',')} ${c.subTypes.join(',')}`).sort()).toEqual([
    'AAPL SNAPSHOT,TICK',
    'MSFT SNAPSHOT',
    'SPY SNAPSHOT',
  ]);
  await advance(60_000);
  expect(upstream.calls.length - before).toBe(3);
});

test('a watch while the same subscription is in flight sends nothing more; a failed call is retried once after 1 s', async () => {
  const { upstream, manager, advance } = setup();
  void manager.connected('s1');
  upstream.hold();
  manager.watch('AAPL', 'quote');
  await advance(50);
  manager.watch('AAPL', 'quote');
  await advance(50);
  expect(upstream.calls).toHaveLength(1);
  upstream.release();
  await settle();
  upstream.failNext(1);
  manager.watch('MSFT', 'quote');
  await advance(0);
  expect(upstream.calls).toHaveLength(2);
  await advance(999);
  expect(upstream.calls).toHaveLength(2);
  await advance(1);
  expect(upstream.calls.slice(1).map((c) => c.symbols)).toEqual([['MSFT'], ['MSFT']]);
  await advance(60_000);
  expect(upstream.calls).toHaveLength(3);
  expect([...upstream.subscribed().keys()].sort()).toEqual(['AAPL', 'MSFT']);
});

test('a symbol the broker does not list is left out; the others are still subscribed', async () => {
  const { upstream, manager, advance } = setup();
  void manager.connected('s1');
  manager.watch('AAPL', 'quote');
  manager.watch('NOPE', 'quote');
  await advance(50);
  expect(upstream.calls.map((c) => c.symbols)).toEqual([['AAPL']]);
  expect(manager.quoteSymbols()).toEqual(['AAPL']);
  await advance(60_000);
  expect(upstream.calls).toHaveLength(1);
});

test('resubscribe sends one symbol again with all its watched kinds', async () => {
  const { upstream, manager, advance } = setup();
  void manager.connected('s1');
  manager.watch('AAPL', 'quote');
  manager.watch('AAPL', 'depth');
  manager.watch('MSFT', 'quote');
  await advance(50);
  const before = upstream.calls.length;
  manager.resubscribe('AAPL');
  await settle();
  expect(upstream.calls.slice(before)).toEqual([
    { op: 'subscribe', sessionId: 's1', symbols: ['AAPL'], category: 'US_STOCK', subTypes: ['QUOTE', 'SNAPSHOT'] },
  ]);
});

test('a subscribe refused as a bad request is not retried, does not hold back connected(), and is asked again when watched anew', async () => {
  const { upstream, manager, advance } = setup();
  upstream.failNext(1, new UpstreamHttpError(400, 'TOO_MANY_SUBSCRIPTION', 'Subscription quota exceeded', null, null));
  let synced: boolean | undefined;
  void manager.connected('s1').then((ok) => {
    synced = ok;
  });
  manager.watch('AAPL', 'quote');
  await advance(50);
  expect(upstream.calls).toHaveLength(1);
  expect(synced).toBe(true);
  await advance(60_000);
  expect(upstream.calls).toHaveLength(1);
  expect(manager.subscribedSince().size).toBe(0);

  manager.unwatch('AAPL', 'quote');
  manager.watch('AAPL', 'quote');
  await advance(50);
  expect(upstream.calls.map((c) => c.symbols)).toEqual([['AAPL'], ['AAPL']]);
  expect([...manager.subscribedSince().keys()]).toEqual(['AAPL']);
});
