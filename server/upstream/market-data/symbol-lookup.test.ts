import { expect, test } from 'vitest';
import { createFakeClock } from '../testing/fake-clock';
import { fakeInstrumentUpstream } from '../testing/fake-instrument-upstream';
import { createInstrumentCatalog } from './instrument-catalog';
import { createScheduler } from '../client/scheduler';
import { NOT_FOUND_TTL_MS, createSymbolLookup } from './symbol-lookup';
import { UnknownSymbolError } from '../client/upstream-errors';

function setup(generation: 'v2' | 'v3' = 'v3') {
  const clock = createFakeClock(0);
  const upstream = fakeInstrumentUpstream(generation);
  // The catalogue's first page never answers: every answer below comes from lookups.
  upstream.control.holdPages.add('');
  const scheduler = createScheduler({ limits: {}, margin: 1, maxQueue: 100, maxWaitMs: 10_000, clock });
  const catalog = createInstrumentCatalog({ client: upstream.client, scheduler, clock, generation });
  return {
    clock,
    upstream,
    catalog,
    lookup: createSymbolLookup({ client: upstream.client, scheduler, clock, generation, catalog }),
  };
}

const symbolsAsked = (upstream: ReturnType<typeof fakeInstrumentUpstream>) =>
  upstream.lookupCalls().map((c) => c.query.get('symbols'));

test('symbols asked at the same moment share one symbols= call; an ETF gets US_ETF', async () => {
  const { upstream, lookup } = setup();
  const [first, second] = await Promise.all([lookup.categoriesOf(['aapl']), lookup.categoriesOf(['SPY', 'S001'])]);
  expect(first).toEqual(new Map([['AAPL', 'US_STOCK']]));
  expect(second).toEqual(
    new Map([
      ['SPY', 'US_ETF'],
      ['S001', 'US_STOCK'],
    ]),
  );
  expect(symbolsAsked(upstream)).toEqual(['AAPL,SPY,S001']);
  expect(upstream.lookupCalls()[0]?.query.get('category')).toBe('US_STOCK');
});

test('gen 2: the lookup reads the bare array answer', async () => {
  const { upstream, lookup } = setup('v2');
  expect(await lookup.find('SPY')).toMatchObject({ symbol: 'SPY', category: 'US_ETF', name: 'SPDR S&P 500 ETF Trust' });
  expect(symbolsAsked(upstream)).toEqual(['SPY']);
});

test('a found symbol is remembered; an unknown one is named and asked again only after a while', async () => {
  const { clock, upstream, lookup } = setup();
  await lookup.find('AAPL');
  await lookup.find('AAPL');
  await expect(lookup.categoriesOf(['AAPL', 'ZZZZ'])).rejects.toEqual(new UnknownSymbolError(['ZZZZ']));
  await expect(lookup.categoriesOf(['ZZZZ'])).rejects.toEqual(new UnknownSymbolError(['ZZZZ']));
  expect(symbolsAsked(upstream)).toEqual(['AAPL', 'ZZZZ']);
  clock.advance(NOT_FOUND_TTL_MS + 1);
  expect(await lookup.find('ZZZZ')).toBeNull();
  expect(symbolsAsked(upstream)).toEqual(['AAPL', 'ZZZZ', 'ZZZZ']);
});

test('once the whole catalogue is loaded it answers alone, unknown symbols included', async () => {
  const { upstream, catalog, lookup } = setup();
  upstream.control.holdPages.clear();
  await catalog.get();
  expect(await lookup.find('SPY')).toMatchObject({ category: 'US_ETF' });
  expect(await lookup.find('ZZZZ')).toBeNull();
  expect(upstream.lookupCalls()).toHaveLength(0);
});

test('a broker that rejects the whole list for one unknown symbol: each symbol is asked alone', async () => {
  const { upstream, lookup } = setup();
  upstream.control.rejectUnknown = true;
  const [apple, typo] = await Promise.all([lookup.find('AAPL'), lookup.find('ZZZZ')]);
  expect(apple).toMatchObject({ symbol: 'AAPL' });
  expect(typo).toBeNull();
  expect(symbolsAsked(upstream).sort()).toEqual(['AAPL', 'AAPL,ZZZZ', 'ZZZZ']);
  expect(await lookup.find('ZZZZ')).toBeNull();
  expect(upstream.lookupCalls()).toHaveLength(3);
});
