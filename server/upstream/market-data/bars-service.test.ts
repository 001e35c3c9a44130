import { expect, test } from 'vitest';
import { z } from 'zod';
import { createBarsService } from './bars-service';
import { createFakeClock } from '../testing/fake-clock';
import type { CallOptions, UpstreamClient } from '../client/http-client';
import { InstrumentIndex } from './instrument-search';
import { marketDataScheduler } from '../testing/market-data-scheduler';
import { indexDirectory } from './symbol-directory';
import { UnknownSymbolError } from '../client/upstream-errors';
import { createDurableAnswers } from '../client/durable-answers';
import { memoryAnswerStore } from '../testing/memory-answer-store';

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

/** `count` one-minute bars, newest first, the newest starting at 2024-05-01 15:00 UTC. */
function fullMinutePage(count: number) {
  const newest = Date.parse('2024-05-01T15:00:00Z');
  return Array.from({ length: count }, (_, i) => ({
    time: new Date(newest - i * 60_000).toISOString().replace('Z', '+0000'),
    open: '1',
    high: '1',
    low: '1',
    close: '1',
    volume: '1',
  }));
}

function setup(
  barsOf: (count: number) => unknown[] = () => upstreamBars,
  generation: 'v2' | 'v3' = 'v3',
  store = memoryAnswerStore(),
  clock = createFakeClock(0),
) {
  const bodies: unknown[] = [];
  const client: UpstreamClient = {
    call(_operation, options: CallOptions = {}) {
      bodies.push(options.body);
      const { symbols, count } = z.object({ symbols: z.array(z.string()), count: z.number() }).parse(options.body);
      return Promise.resolve({
        result: symbols.map((symbol) => ({ symbol, instrument_id: symbol, result: barsOf(count) })),
      });
    },
  };
  const scheduler = marketDataScheduler(clock);
  return {
    clock,
    bodies,
    service: createBarsService({
      client,
      scheduler,
      symbols: directory,
      clock,
      generation,
      durable: createDurableAnswers({ store, scope: 'paper', now: () => clock.now(), log: () => {} }),
    }),
  };
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

test('charts asked together with the same timespan share one batch call, which asks for all the newest bars', async () => {
  const { bodies, service } = setup();
  await Promise.all([
    service.getBars({ symbol: 'AAPL', timespan: 'M5', count: 300 }),
    service.getBars({ symbol: 'MSFT', timespan: 'M5', count: 300 }),
  ]);
  expect(bodies).toEqual([
    {
      symbols: ['AAPL', 'MSFT'],
      category: 'US_STOCK',
      timespan: 'M5',
      count: 1200,
      real_time_required: true,
      // Every session the chart draws: named, since the provider's default is regular hours only.
      trading_sessions: 'PRE,RTH,ATH,OVN',
    },
  ]);
});

test('a minute chart asks for 1650 bars on generation 3 and 1200 on generation 2, as each documents', async () => {
  const counts: Record<string, unknown> = {};
  for (const generation of ['v3', 'v2'] as const) {
    const { bodies, service } = setup(fullMinutePage, generation);
    await service.getBars({ symbol: 'AAPL', timespan: 'M1', count: 300 });
    counts[generation] = z.object({ count: z.number() }).parse(bodies[0]).count;
  }
  expect(counts).toEqual({ v3: 1650, v2: 1200 });
});

test('held bars answer a shorter list, an older page inside them and a longer span without a call', async () => {
  const { bodies, service } = setup();
  await service.getBars({ symbol: 'AAPL', timespan: 'D', count: 300 });
  const newest = await service.getBars({ symbol: 'AAPL', timespan: 'D', count: 1 });
  const older = await service.getBars({
    symbol: 'AAPL',
    timespan: 'D',
    count: 300,
    end: Date.parse('2024-05-02T00:00Z'),
  });
  // 1 and 2 May 2024 were a Wednesday and a Thursday: one week, one month, one year.
  const week = await service.getBars({ symbol: 'AAPL', timespan: 'W', count: 300 });
  const year = await service.getBars({ symbol: 'AAPL', timespan: 'Y', count: 300 });
  expect(bodies).toHaveLength(1);
  expect(newest.bars.map((b) => b.close)).toEqual(['2.5']);
  expect(older.bars.map((b) => b.close)).toEqual(['1.5']);
  const built = {
    time: Date.parse('2024-05-01T13:30:00Z'),
    open: '1',
    high: '3',
    low: '0.5',
    close: '2.5',
    volume: '30',
  };
  expect(week.bars).toEqual([built]);
  expect(year.bars).toEqual([built]);
});

test('a held series too short for the span asked is not stretched: the provider is asked', async () => {
  const { bodies, service } = setup(fullMinutePage);
  await service.getBars({ symbol: 'AAPL', timespan: 'M1', count: 300 });
  // 1650 minutes hold 330 whole five-minute spans: 300 are built, 400 are not.
  const built = await service.getBars({ symbol: 'AAPL', timespan: 'M5', count: 300 });
  expect(bodies).toHaveLength(1);
  expect(built.bars).toHaveLength(300);
  expect(built.bars.at(-1)).toEqual({
    time: Date.parse('2024-05-01T15:00:00Z'),
    open: '1',
    high: '1',
    low: '1',
    close: '1',
    volume: '1',
  });
  expect(built.bars[0]?.volume).toBe('5');
  await service.getBars({ symbol: 'AAPL', timespan: 'M5', count: 400 });
  expect(bodies).toMatchObject([
    { timespan: 'M1', count: 1650 },
    { timespan: 'M5', count: 1200 },
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

test('the newest daily bars are kept until the next close: a restart before it charts them without a call', async () => {
  const store = memoryAnswerStore();
  // Wednesday 25 Nov 2026, 10:30 New York: the close is 5 h 30 min away.
  const clock = createFakeClock(Date.UTC(2026, 10, 25, 15, 30));
  const first = setup(() => upstreamBars, 'v3', store, clock);
  const daily = await first.service.getBars({ symbol: 'AAPL', timespan: 'D', count: 2 });
  await first.service.getBars({ symbol: 'AAPL', timespan: 'M5', count: 2 });
  expect(first.bodies).toHaveLength(2);
  clock.advance(5 * 60 * 60_000);
  const second = setup(() => upstreamBars, 'v3', store, clock);
  expect(await second.service.getBars({ symbol: 'AAPL', timespan: 'D', count: 2 })).toEqual(daily);
  expect(second.bodies).toEqual([]);
  // Intraday bars are not kept: they change by the minute.
  await second.service.getBars({ symbol: 'AAPL', timespan: 'M5', count: 2 });
  expect(second.bodies).toHaveLength(1);
  clock.advance(30 * 60_000);
  const third = setup(() => upstreamBars, 'v3', store, clock);
  await third.service.getBars({ symbol: 'AAPL', timespan: 'D', count: 2 });
  expect(third.bodies).toHaveLength(1);
});
