import { expect, test } from 'vitest';
import { createBroker } from './broker';
import { createFakeClock } from './testing/fake-clock';
import { fakeInstrumentUpstream } from './testing/fake-instrument-upstream';
import { UnknownSymbolError } from './client/upstream-errors';

function setup(generation: 'v2' | 'v3' = 'v3') {
  const upstream = fakeInstrumentUpstream(generation);
  const broker = createBroker({
    client: upstream.client,
    clock: createFakeClock(0),
    info: { mode: 'live', region: 'us', pathGeneration: generation },
  });
  const snapshotCalls = () =>
    upstream.calls.filter((c) => c.operation === 'getSnapshots').map((c) => Object.fromEntries(c.query));
  return { upstream, broker, snapshotCalls };
}

test('the first quote of a symbol needs only the symbols= lookup, not the catalogue pages', async () => {
  const { upstream, broker, snapshotCalls } = setup();
  // The catalogue's first page never answers, as a slow live listing would not for minutes.
  upstream.control.holdPages.add('');
  const [quote] = await broker.getSnapshots(['AAPL']);
  expect(quote).toMatchObject({ symbol: 'AAPL', price: '1.00' });
  expect(upstream.lookupCalls().map((c) => c.query.get('symbols'))).toEqual(['AAPL']);
  expect(snapshotCalls()).toMatchObject([{ symbols: 'AAPL', category: 'US_STOCK' }]);
  expect(broker.catalog.loaded().index.size).toBe(0);
});

test('an ETF is quoted with category US_ETF (gen 2 paths too)', async () => {
  const { upstream, broker, snapshotCalls } = setup('v2');
  upstream.control.holdPages.add('');
  await broker.getSnapshots(['SPY']);
  expect(snapshotCalls()).toMatchObject([{ symbols: 'SPY', category: 'US_ETF' }]);
});

test('an unknown symbol is named, gets no market-data call, and is not looked up again on the next poll', async () => {
  const { upstream, broker, snapshotCalls } = setup();
  upstream.control.holdPages.add('');
  await expect(broker.getSnapshots(['ZZZZ'])).rejects.toEqual(new UnknownSymbolError(['ZZZZ']));
  await expect(broker.getDepth('ZZZZ', 10)).rejects.toEqual(new UnknownSymbolError(['ZZZZ']));
  expect(upstream.lookupCalls()).toHaveLength(1);
  expect(snapshotCalls()).toEqual([]);
});

test('search finds an exact ticker before its catalogue page has arrived, and names from pages already in', async () => {
  const { upstream, broker } = setup();
  // Only the first of three pages arrives; AAPL is on the last.
  upstream.control.holdPages.add('100');
  expect((await broker.searchInstruments('aapl', 10)).map((i) => i.symbol)).toEqual(['AAPL']);
  expect((await broker.searchInstruments('Company 7', 3)).map((i) => i.symbol)).toEqual(['S007', 'S070', 'S071']);
  expect(broker.catalog.loaded().complete).toBe(false);
});

test('search with no page in yet and no exact ticker waits for the first page rather than answer "no match"', async () => {
  const { upstream, broker } = setup();
  upstream.control.holdPages.add('100');
  expect((await broker.searchInstruments('Company 1', 2)).map((i) => i.symbol)).toEqual(['S001', 'S010']);
  expect(upstream.pageCalls().length).toBeGreaterThan(0);
});
