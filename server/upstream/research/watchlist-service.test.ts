import { expect, test, vi } from 'vitest';
import { createFakeClock } from '../testing/fake-clock';
import type { CallOptions, UpstreamClient } from '../client/http-client';
import { InstrumentIndex } from '../market-data/instrument-search';
import type { OperationName } from '../client/operations';
import { marketDataScheduler } from '../testing/market-data-scheduler';
import { indexDirectory } from '../market-data/symbol-directory';
import { UnknownSymbolError, UpstreamHttpError } from '../client/upstream-errors';
import { UnknownWatchlistError, WatchlistOrderMismatchError } from './watchlist-errors';
import { createWatchlistService } from './watchlist-service';
import type { WatchlistChange } from '@contracts/watchlist-topic';

const index = new InstrumentIndex([
  { symbol: 'AAPL', name: 'Apple Inc.', exchange_code: 'NSQ', category: 'US_STOCK', instrument_id: '1' },
  { symbol: 'SPY', name: 'SPDR S&P 500 ETF Trust', exchange_code: 'ARCA', category: 'US_ETF', instrument_id: '3' },
  { symbol: 'MSFT', name: 'Microsoft', exchange_code: 'NSQ', category: 'US_STOCK', instrument_id: '2' },
]);

/** A provider with list 7 holding MSFT (sort 5) and AAPL (sort 1); `failNext` refuses the next write. */
function setup() {
  const clock = createFakeClock(0);
  const calls: { operation: OperationName; body: unknown }[] = [];
  let items = [
    { instrument_id: '2', symbol: 'MSFT', name: 'Microsoft', exchange_code: 'NSQ', sort: 5, added_time: 't' },
    { instrument_id: '1', symbol: 'AAPL', name: 'Apple', exchange_code: 'NSQ', sort: 1, added_time: 't' },
  ];
  let failNext = false;
  const client: UpstreamClient = {
    call(operation: OperationName, options: CallOptions = {}) {
      calls.push({ operation, body: options.body });
      if (operation === 'watchlists:list')
        return Promise.resolve([{ watchlist_id: 7, name: 'Core', sort: '0', create_time: 'c', update_time: 'u' }]);
      if (operation === 'watchlists:instruments') return Promise.resolve({ watchlist_id: '7', instruments: items });
      if (failNext) {
        failNext = false;
        return Promise.reject(new UpstreamHttpError(500, 'INTERNAL_ERROR', 'boom', null, null));
      }
      if (operation === 'watchlists:create') return Promise.resolve({ watchlist_id: '9' });
      if (operation === 'watchlists:add')
        items = [
          ...items,
          { instrument_id: '3', symbol: 'SPY', name: 'SPDR', exchange_code: 'ARCA', sort: 6, added_time: 't' },
        ];
      return Promise.resolve({ success: true });
    },
  };
  const scheduler = marketDataScheduler(clock);
  const service = createWatchlistService({ client, scheduler, symbols: indexDirectory(index), clock });
  return {
    calls,
    service,
    failNext: () => {
      failNext = true;
    },
  };
}

test('instruments come in the provider sort order with the category from the symbol lookup', async () => {
  const { service } = setup();
  expect(await service.list()).toEqual([{ id: '7', name: 'Core', sort: 0, create_time: 'c', update_time: 'u' }]);
  const listed = await service.instruments('7');
  expect(listed.instruments.map((i) => [i.symbol, i.sort, i.category])).toEqual([
    ['AAPL', 1, 'US_STOCK'],
    ['MSFT', 5, 'US_STOCK'],
  ]);
});

test('reads are cached until a write; a failed write is sent once, surfaces, and drops the cache', async () => {
  const { calls, service, failNext } = setup();
  await service.instruments('7');
  await service.instruments('7');
  expect(calls.filter((c) => c.operation === 'watchlists:instruments')).toHaveLength(1);
  failNext();
  await expect(service.add('7', ['SPY'])).rejects.toBeInstanceOf(UpstreamHttpError);
  expect(calls.filter((c) => c.operation === 'watchlists:add')).toHaveLength(1);
  await service.instruments('7');
  expect(calls.filter((c) => c.operation === 'watchlists:instruments')).toHaveLength(2);
  await service.add('7', ['SPY']);
  expect((await service.instruments('7')).instruments.map((i) => [i.symbol, i.category])).toEqual([
    ['AAPL', 'US_STOCK'],
    ['MSFT', 'US_STOCK'],
    ['SPY', 'US_ETF'],
  ]);
});

test('a reorder sends every symbol with its new position as sort; a partial order is refused unsent', async () => {
  const { calls, service } = setup();
  await service.reorder('7', ['msft', 'AAPL']);
  expect(calls.at(-1)).toEqual({
    operation: 'watchlists:sort',
    body: {
      watchlist_id: '7',
      instruments: [
        { symbol: 'MSFT', category: 'US_STOCK', sort: 0 },
        { symbol: 'AAPL', category: 'US_STOCK', sort: 1 },
      ],
    },
  });
  await expect(service.reorder('7', ['AAPL'])).rejects.toBeInstanceOf(WatchlistOrderMismatchError);
  expect(calls.filter((c) => c.operation === 'watchlists:sort')).toHaveLength(1);
});

test('every write sent tells the listeners which list changed and how, after the cache is dropped; a refusal sent nowhere tells nobody', async () => {
  const { calls, service, failNext } = setup();
  const notices: WatchlistChange[] = [];
  const stop = service.onChange((change) => notices.push(change));
  await service.instruments('7');
  await service.add('7', ['SPY']);
  // The listener runs once the cache is gone: a read it starts reaches the provider.
  await service.instruments('7');
  expect(calls.filter((c) => c.operation === 'watchlists:instruments')).toHaveLength(2);
  await expect(service.reorder('7', ['AAPL'])).rejects.toBeInstanceOf(WatchlistOrderMismatchError);
  await service.reorder('7', ['SPY', 'MSFT', 'AAPL']);
  expect(await service.create('Growth')).toEqual({ id: '9' });
  failNext();
  await expect(service.rename('7', 'Main')).rejects.toBeInstanceOf(UpstreamHttpError);
  expect(notices.map(({ id, change, revision }) => [id, change, revision])).toEqual([
    ['7', 'instruments', 1],
    ['7', 'reordered', 2],
    ['9', 'created', 3],
    // A failed write may still have been applied: the list is read again all the same.
    ['7', 'renamed', 4],
  ]);
  stop();
  await service.removeSymbol('7', 'SPY');
  expect(notices).toHaveLength(4);
});

test('an unknown list or symbol is refused before any write', async () => {
  const { calls, service } = setup();
  await expect(service.rename('8', 'X')).rejects.toBeInstanceOf(UnknownWatchlistError);
  await expect(service.add('7', ['ZZZZ'])).rejects.toBeInstanceOf(UnknownSymbolError);
  expect(calls.map((c) => c.operation)).toEqual(['watchlists:list']);
});

test('a read already on its way when a write lands is neither joined nor cached: the next read shows the write', async () => {
  const clock = createFakeClock(0);
  let symbols = ['AAPL'];
  const held: (() => void)[] = [];
  let holdReads = true;
  const client: UpstreamClient = {
    call(operation: OperationName) {
      if (operation === 'watchlists:list')
        return Promise.resolve([{ watchlist_id: '7', name: 'Core', sort: 0, create_time: 'c', update_time: 'u' }]);
      if (operation === 'watchlists:instruments') {
        const answer = {
          watchlist_id: '7',
          instruments: symbols.map((symbol, sort) => ({
            instrument_id: symbol,
            symbol,
            name: symbol,
            exchange_code: 'NSQ',
            sort,
            added_time: 't',
          })),
        };
        if (!holdReads) return Promise.resolve(answer);
        return new Promise((resolve) =>
          held.push(() => {
            resolve(answer);
          }),
        );
      }
      symbols = [...symbols, 'MSFT'];
      return Promise.resolve({ success: true });
    },
  };
  const scheduler = marketDataScheduler(clock);
  const service = createWatchlistService({ client, scheduler, symbols: indexDirectory(index), clock });
  await service.list();
  const before = service.instruments('7');
  await vi.waitFor(
    () => {
      expect(held).toHaveLength(1);
    },
    { timeout: 15_000 },
  );
  await service.add('7', ['MSFT']);
  holdReads = false;
  const after = service.instruments('7');
  held.splice(0).forEach((release) => {
    release();
  });
  expect((await before).instruments.map((i) => i.symbol)).toEqual(['AAPL']);
  expect((await after).instruments.map((i) => i.symbol)).toEqual(['AAPL', 'MSFT']);
  expect((await service.instruments('7')).instruments.map((i) => i.symbol)).toEqual(['AAPL', 'MSFT']);
});
