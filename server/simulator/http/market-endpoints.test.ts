import { expect, test } from 'vitest';
import { z } from 'zod';
import { fakePrice } from './testing/fake-market';
import { useTestSimulator, T0 } from './testing/test-simulator';
import { readBody } from './testing/read-response';

const start = useTestSimulator();

const bar = z.strictObject({
  time: z.string(),
  open: z.string(),
  close: z.string(),
  high: z.string(),
  low: z.string(),
  volume: z.string(),
});
const snapshots = z.array(
  z.looseObject({ symbol: z.string(), instrument_id: z.string(), price: z.string(), last_trade_time: z.number() }),
);

const generations = [
  {
    name: 'gen 3',
    snapshot: '/market-data/stocks/snapshots/list',
    depth: '/market-data/stocks/depths/list',
    bars: '/market-data/stocks/bars/list',
    ticks: '/market-data/stocks/ticks/list',
  },
  {
    name: 'gen 2',
    snapshot: '/openapi/market-data/stock/snapshot',
    depth: '/openapi/market-data/stock/quotes',
    bars: '/openapi/market-data/stock/batch-bars',
    ticks: '/openapi/market-data/stock/tick',
  },
] as const;

for (const g of generations) {
  test(`${g.name} snapshot answers in the order asked, with extended and overnight fields only on request`, async () => {
    const s = start();
    const plain = await s.call({
      path: g.snapshot,
      query: [
        ['symbols', 'MSFT,AAPL'],
        ['category', 'US_STOCK'],
      ],
    });
    const rows = readBody(plain, snapshots);
    expect(rows.map((r) => r.symbol)).toEqual(['MSFT', 'AAPL']);
    expect(rows[0]).toMatchObject({
      price: fakePrice(T0),
      pre_close: '99.50',
      last_trade_time: T0,
      instrument_id: '900002',
    });
    expect(Object.keys(rows[0] ?? {}).some((k) => k.startsWith('extend_hour_') || k.startsWith('ovn_'))).toBe(false);
    const full = await s.call({
      path: g.snapshot,
      query: [
        ['symbols', 'SPY'],
        ['category', 'US_ETF'],
        ['extend_hour_required', 'True'],
        ['overnight_required', 'true'],
      ],
    });
    const [spy] = readBody(full, snapshots);
    expect(spy).toMatchObject({
      extend_hour_last_price: fakePrice(T0),
      extend_hour_last_trade_time: T0,
      ovn_price: fakePrice(T0),
      ovn_bid_size: '20',
    });
  });

  test(`${g.name} depth returns the asked number of levels`, async () => {
    const s = start();
    const shape = z.strictObject({
      symbol: z.string(),
      instrument_id: z.string(),
      quote_time: z.number(),
      asks: z.array(z.object({ price: z.string(), size: z.string() })),
      bids: z.array(z.object({ price: z.string(), size: z.string() })),
    });
    const byDefault = readBody(
      await s.call({
        path: g.depth,
        query: [
          ['symbol', 'AAPL'],
          ['category', 'US_STOCK'],
        ],
      }),
      shape,
    );
    expect(byDefault.asks).toHaveLength(10);
    const one = readBody(
      await s.call({
        path: g.depth,
        query: [
          ['symbol', 'AAPL'],
          ['category', 'US_STOCK'],
          ['depth', '1'],
        ],
      }),
      shape,
    );
    expect(one).toMatchObject({
      symbol: 'AAPL',
      quote_time: T0,
      asks: [{ price: '100.01', size: '100' }],
      bids: [{ price: '99.99', size: '100' }],
    });
  });

  test(`${g.name} batch bars: newest first, UTC start times, count as number or text, end_time honoured`, async () => {
    const s = start();
    const shape = z.strictObject({
      result: z.array(z.strictObject({ symbol: z.string(), instrument_id: z.string(), result: z.array(bar) })),
    });
    const body = JSON.stringify({ symbols: ['AAPL', 'SPY'], category: 'US_STOCK', timespan: 'M5', count: '3' });
    const stockOnly = await s.call({ method: 'POST', path: g.bars, body });
    expect(stockOnly.statusCode).toBe(400);
    const response = await s.call({
      method: 'POST',
      path: g.bars,
      body: JSON.stringify({ symbols: ['AAPL', 'MSFT'], category: 'US_STOCK', timespan: 'M5', count: 3 }),
    });
    const { result } = readBody(response, shape);
    expect(result.map((r) => r.symbol)).toEqual(['AAPL', 'MSFT']);
    expect(result[0]?.result.map((b) => b.time)).toEqual([
      '2026-03-02T15:00:00.000+0000',
      '2026-03-02T14:55:00.000+0000',
      '2026-03-02T14:50:00.000+0000',
    ]);
    const older = await s.call({
      method: 'POST',
      path: g.bars,
      body: JSON.stringify({
        symbols: ['AAPL'],
        category: 'US_STOCK',
        timespan: 'M5',
        count: '2',
        end_time: T0 - 300_000,
      }),
    });
    expect(readBody(older, shape).result[0]?.result.map((b) => b.time)).toEqual([
      '2026-03-02T14:50:00.000+0000',
      '2026-03-02T14:45:00.000+0000',
    ]);
    const since = await s.call({
      method: 'POST',
      path: g.bars,
      body: JSON.stringify({ symbols: ['AAPL'], category: 'US_STOCK', timespan: 'M1', start_time: T0 - 120_000 }),
    });
    expect(readBody(since, shape).result[0]?.result).toHaveLength(3);
  });

  test(`${g.name} ticks: newest first, time as ms text, default count 30`, async () => {
    const s = start();
    const shape = z.strictObject({
      symbol: z.string(),
      instrument_id: z.string(),
      result: z.array(z.strictObject({ time: z.string(), price: z.string(), volume: z.string(), side: z.string() })),
    });
    const ticks = readBody(
      await s.call({
        path: g.ticks,
        query: [
          ['symbol', 'AAPL'],
          ['category', 'US_STOCK'],
        ],
      }),
      shape,
    );
    expect(ticks.result).toHaveLength(30);
    expect(ticks.result[0]).toEqual({ time: String(T0), price: fakePrice(T0), volume: '10', side: 'N' });
    const five = readBody(
      await s.call({
        path: g.ticks,
        query: [
          ['symbol', 'AAPL'],
          ['category', 'US_STOCK'],
          ['count', '5'],
        ],
      }),
      shape,
    );
    expect(five.result).toHaveLength(5);
  });
}

test('gen 2 single-symbol bars return a bare array for every timespan', async () => {
  const s = start();
  for (const timespan of ['M1', 'M5', 'M15', 'M30', 'M60', 'M120', 'M240', 'D', 'W', 'M', 'Y']) {
    const response = await s.call({
      path: '/openapi/market-data/stock/bars',
      query: [
        ['symbol', 'AAPL'],
        ['category', 'US_STOCK'],
        ['timespan', timespan],
        ['count', '2'],
      ],
    });
    expect(readBody(response, z.array(bar))).toHaveLength(2);
  }
});

test('the single-symbol bars path has no gen 3 twin and unknown routes get the gateway 404', async () => {
  const s = start();
  for (const path of ['/market-data/stocks/bars', '/openapi/nothing', '/trading/accounts/list/']) {
    const response = await s.call({ path });
    expect(response.statusCode).toBe(404);
    expect(JSON.parse(response.body)).toEqual({ error_msg: '404 Route Not Found' });
  }
  const wrongMethod = await s.call({ method: 'POST', path: '/trading/accounts/list', body: '{}' });
  expect(wrongMethod.statusCode).toBe(404);
});

test('the SDK start-up call reports token checking off', async () => {
  const response = await start().call({ path: '/openapi/config' });
  expect(JSON.parse(response.body)).toEqual({ token_check_enabled: false });
});
