import { expect, test } from 'vitest';
import { createFakeClock } from '../testing/fake-clock';
import type { CallOptions, UpstreamClient } from '../client/http-client';
import { InstrumentIndex } from './instrument-search';
import type { OperationName } from '../client/operations';
import { createQuoteDetailService } from './quote-detail-service';
import { marketDataScheduler } from '../testing/market-data-scheduler';
import { indexDirectory } from './symbol-directory';
import { UnknownSymbolError, UpstreamCallDroppedError } from '../client/upstream-errors';

const index = new InstrumentIndex([
  { symbol: 'QQQ', name: 'Invesco QQQ Trust', exchange_code: 'NAS', category: 'US_ETF', instrument_id: '7' },
]);
const directory = indexDirectory(index);

function setup(marketNow?: () => number) {
  const clock = createFakeClock(0);
  const calls: { operation: OperationName; query: Map<string, string> }[] = [];
  const client: UpstreamClient = {
    async call(operation: OperationName, options: CallOptions = {}) {
      calls.push({ operation, query: new Map(options.query ?? []) });
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (operation === 'getDepth')
        return {
          symbol: 'QQQ',
          instrument_id: '7',
          quote_time: '1700000000000',
          asks: [{ price: '1.01', size: '100' }],
          bids: [{ price: '1.00', size: 200 }],
        };
      return {
        symbol: 'QQQ',
        instrument_id: '7',
        result: [{ time: '1700000000000', price: '1.00', volume: '5', side: 'B' }],
      };
    },
  };
  const scheduler = marketDataScheduler(clock);
  return {
    clock,
    calls,
    service: createQuoteDetailService({
      client,
      scheduler,
      symbols: directory,
      clock,
      ...(marketNow ? { marketNow } : {}),
    }),
  };
}

test('depth asks with the catalogue category and gives times in ms and sizes as text', async () => {
  const { calls, service } = setup();
  const depth = await service.getDepth('qqq', 5);
  expect(depth).toEqual({
    symbol: 'QQQ',
    quote_time: 1_700_000_000_000,
    asks: [{ price: '1.01', size: '100' }],
    bids: [{ price: '1.00', size: '200' }],
  });
  expect(Object.fromEntries(calls[0]?.query ?? [])).toEqual({ symbol: 'QQQ', category: 'US_ETF', depth: '5' });
});

test('in the overnight session (market time) depth asks for the overnight book, at other times it does not', async () => {
  // Tuesday 2026-11-17 02:00 New York, then 10:00 the same day.
  let market = Date.UTC(2026, 10, 17, 7, 0);
  const { clock, calls, service } = setup(() => market);
  await service.getDepth('QQQ', 5);
  expect(calls[0]?.query.get('overnight_required')).toBe('true');
  market = Date.UTC(2026, 10, 17, 15, 0);
  clock.advance(1_000);
  await service.getDepth('QQQ', 5);
  expect(calls).toHaveLength(2);
  expect(calls[1]?.query.has('overnight_required')).toBe(false);
});

test('identical detail requests in the same moment share one call, and a second later it is asked again', async () => {
  const { clock, calls, service } = setup();
  const ticks = await Promise.all([
    service.getTicks('QQQ', 30),
    service.getTicks('QQQ', 30),
    service.getTicks('qqq', 30),
  ]);
  expect(ticks.map((t) => t.ticks[0]?.time)).toEqual([1_700_000_000_000, 1_700_000_000_000, 1_700_000_000_000]);
  expect(calls).toHaveLength(1);
  await service.getTicks('QQQ', 30);
  expect(calls).toHaveLength(1);
  clock.advance(1_001);
  await service.getTicks('QQQ', 30);
  expect(calls).toHaveLength(2);
});

test('an unknown symbol is named and costs no upstream call', async () => {
  const { calls, service } = setup();
  await expect(service.getDepth('ZZZZ', 10)).rejects.toEqual(new UnknownSymbolError(['ZZZZ']));
  expect(calls).toHaveLength(0);
});

test('trades and a book still queued when the browser that asked has gone are never asked', async () => {
  const { clock, calls, service } = setup();
  // The minute's budget spent: every call now waits in the queue.
  for (let i = 0; i < 54; i += 1) await service.getTicks('QQQ', 100 + i);
  calls.length = 0;
  const gone = new AbortController();
  const ticks = service.getTicks('QQQ', 30, gone.signal);
  const depth = service.getDepth('QQQ', 10, gone.signal);
  gone.abort();
  await expect(ticks).rejects.toBeInstanceOf(UpstreamCallDroppedError);
  await expect(depth).rejects.toBeInstanceOf(UpstreamCallDroppedError);
  clock.advance(60_000);
  await new Promise<void>((resolve) => setImmediate(resolve));
  expect(calls).toEqual([]);
});
