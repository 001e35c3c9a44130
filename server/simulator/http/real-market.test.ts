import { expect, test } from 'vitest';
import { z } from 'zod';
import { createMarket } from '../market/market';
import { useTestSimulator } from './testing/test-simulator';
import { readBody } from './testing/read-response';

// Wiring check against the real seeded model: what the HTTP layer serves agrees with itself.
const startSimulator = useTestSimulator();

const page = z.object({
  data: z.array(z.object({ symbol: z.string(), sub_category: z.string() })),
  pagination_key: z.string().optional(),
});

test('the gen-3 instrument pages list the whole catalogue of at least 150 stocks and ETFs', async () => {
  const sim = startSimulator({ market: createMarket({ seed: 42 }) });
  const symbols: string[] = [];
  let key: string | undefined;
  do {
    const query: [string, string][] = [
      ['category', 'US_STOCK'],
      ...(key === undefined ? [] : [['pagination_key', key] as [string, string]]),
    ];
    const body = readBody(await sim.call({ path: '/trading/instruments/stocks/profiles/list', query }), page);
    symbols.push(...body.data.map((i) => i.symbol));
    key = body.pagination_key;
  } while (key !== undefined);
  expect(symbols.length).toBeGreaterThanOrEqual(150);
  expect(new Set(symbols).size).toBe(symbols.length);
  expect(symbols).toContain('AAPL');
  expect(symbols).toContain('SPY');
});

test('the newest daily bar and the snapshot served agree on price and day range', async () => {
  const sim = startSimulator({ market: createMarket({ seed: 42 }) });
  const [snapshot] = readBody(
    await sim.call({
      path: '/openapi/market-data/stock/snapshot',
      query: [
        ['symbols', 'AAPL'],
        ['category', 'US_STOCK'],
      ],
    }),
    z.array(z.object({ price: z.string(), open: z.string(), high: z.string(), low: z.string() })),
  );
  const bars = readBody(
    await sim.call({
      method: 'POST',
      path: '/market-data/stocks/bars/list',
      body: '{"symbols":["AAPL"],"category":"US_STOCK","timespan":"D","count":2}',
    }),
    z.object({
      result: z.array(
        z.object({
          result: z.array(z.object({ open: z.string(), high: z.string(), low: z.string(), close: z.string() })),
        }),
      ),
    }),
  );
  const today = bars.result[0]?.result[0];
  expect(today).toEqual({ open: snapshot?.open, high: snapshot?.high, low: snapshot?.low, close: snapshot?.price });
});
