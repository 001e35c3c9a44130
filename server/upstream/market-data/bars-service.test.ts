import { expect, test } from 'vitest';
import { z } from 'zod';
import { createBarsService } from './bars-service';
import { createFakeClock } from '../testing/fake-clock';
import type { CallOptions, UpstreamClient } from '../client/http-client';
import { InstrumentIndex } from './instrument-search';
import { createScheduler } from '../client/scheduler';
import { indexDirectory } from './symbol-directory';
import { UnknownSymbolError } from '../client/upstream-errors';

const index = new InstrumentIndex([
  { symbol: 'AAPL', name: 'Apple Inc.', exchange_code: 'NAS', category: 'US_STOCK', instrument_id: '1' },
  { symbol: 'MSFT', name: 'Microsoft Corporation', exchange_code: 'NAS', category: 'US_STOCK', instrument_id: '2' },
  { symbol: 'SPY', name: 'SPDR S&P 500 ETF Trust', exchange_code: 'ARC', category: 'US_ETF', instrument_id: '3' },
]);
const directory = indexDirectory(index);

// Upstream bars come newest first with ISO start times: docs/protocol.md#market-data.
const upstreamBars = [
  { time: '2024-05-02T13:30:00.000+0000', open: '2', high: '3', low: '1', close: '2.5', volume: '20' },
  { time: '2024-05-01T13:30:00.000+0000', open: '1', high: '2', low: '0.5', close: '1.5', volume: '10' },
];

function setup() {
  const clock = createFakeClock(0);
  const bodies: unknown[] = [];
  const client: UpstreamClient = {
    call(_operation, options: CallOptions = {}) {
      bodies.push(options.body);
      const { symbols } = z.object({ symbols: z.array(z.string()) }).parse(options.body);
      return Promise.resolve({
        result: symbols.map((symbol) => ({ symbol, instrument_id: symbol, result: upstreamBars })),
      });
    },
  };
  const scheduler = createScheduler({
    limits: { 'market-data': { limit: 60, windowMs: 60_000 } },
    margin: 0.9,
    maxQueue: 100,
    maxWaitMs: 10_000,
    clock,
  });
  return { clock, bodies, service: createBarsService({ client, scheduler, symbols: directory, clock }) };
}

test('bars come back oldest first with start times in ms', async () => {
  const { service } = setup();
  const response = await service.getBars({ symbol: 'aapl', timespan: 'D', count: 2 });
  expect(response.symbol).toBe('AAPL');
  expect(response.bars.map((b) => b.time)).toEqual([
    Date.parse('2024-05-01T13:30:00Z'),
    Date.parse('2024-05-02T13:30:00Z'),
  ]);
  expect(response.bars[1]).toMatchObject({ open: '2', high: '3', low: '1', close: '2.5', volume: '20' });
});

test('charts asked together with the same timespan and count share one batch call', async () => {
  const { bodies, service } = setup();
  await Promise.all([
    service.getBars({ symbol: 'AAPL', timespan: 'M5', count: 300 }),
    service.getBars({ symbol: 'MSFT', timespan: 'M5', count: 300 }),
  ]);
  expect(bodies).toEqual([
    { symbols: ['AAPL', 'MSFT'], category: 'US_STOCK', timespan: 'M5', count: 300, real_time_required: true },
  ]);
});

test('an older page asks with end_time and the category from the catalogue; a repeat is served from cache', async () => {
  const { bodies, service } = setup();
  await service.getBars({ symbol: 'SPY', timespan: 'D', count: 200, end: 1_700_000_000_000 });
  await service.getBars({ symbol: 'SPY', timespan: 'D', count: 200, end: 1_700_000_000_000 });
  expect(bodies).toEqual([
    {
      symbols: ['SPY'],
      category: 'US_ETF',
      timespan: 'D',
      count: 200,
      real_time_required: true,
      end_time: 1_700_000_000_000,
    },
  ]);
});

test('an unknown symbol is named and costs no upstream call', async () => {
  const { bodies, service } = setup();
  await expect(service.getBars({ symbol: 'ZZZZ', timespan: 'D', count: 10 })).rejects.toEqual(
    new UnknownSymbolError(['ZZZZ']),
  );
  expect(bodies).toEqual([]);
});
