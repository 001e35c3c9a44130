import Decimal from 'decimal.js';
import { test, expect } from 'vitest';
import { z } from 'zod';
import { CONSISTENCY_TIMES, consistencyMarket, fundQuery, useFundamentalsReader } from './testing/fundamentals-reader';

// The fund operations agree with the market they are built from (holdings, allocation, net
// values, dividends), as a reader would check them by hand.
const get = useFundamentalsReader();
const market = consistencyMarket;
const TIMES = CONSISTENCY_TIMES;
const fund = fundQuery;

test('fund holdings are stocks of this market weighing at most 100 %, and the allocation sums to 1', async () => {
  const at = TIMES[0] ?? 0;
  for (const symbol of ['SPY', 'QQQ', 'XLK', 'IWM']) {
    const holdings = await get(
      at,
      '/market-data/fundamentals/fund-holdings/get',
      fund(symbol),
      z.array(z.object({ target_symbol: z.string(), share_held_pct: z.string() })),
    );
    expect(holdings).toHaveLength(10);
    for (const h of holdings) expect(market.instrument(h.target_symbol)?.category).toBe('US_STOCK');
    expect(holdings.reduce((s, h) => s.plus(h.share_held_pct), new Decimal(0)).lte(100)).toBe(true);
  }
  const xlk = await get(
    at,
    '/market-data/fundamentals/fund-holdings/get',
    fund('XLK'),
    z.array(z.object({ target_symbol: z.string() })),
  );
  for (const h of xlk) expect(market.instrument(h.target_symbol)?.sector).toBe('Information Technology');
  const [allocation] = await get(
    at,
    '/market-data/fundamentals/fund-allocations/get',
    fund('TLT'),
    z.array(z.record(z.string(), z.unknown())),
  );
  const ratios = ['cash', 'bond', 'stock', 'preferred', 'convertible', 'other'].map(
    (k) => z.object({ ratio: z.string() }).parse(allocation?.[k]).ratio,
  );
  expect(ratios.reduce((s, r) => s.plus(r), new Decimal(0)).toFixed(4)).toBe('1.0000');
  expect(Number(ratios[1])).toBeGreaterThan(0.9);
});

test('fund net values track the daily closes of trading days and honour last_date and count', async () => {
  const at = TIMES[0] ?? 0;
  const navs = await get(
    at,
    '/market-data/fundamentals/fund-net-values/get',
    [...fund('SPY'), ['last_date', '2026-11-10'], ['count', '3']],
    z.array(z.object({ date: z.string(), net_value: z.string() })),
  );
  // 2026-11-07 and 08 are a weekend: no close, no net value.
  expect(navs.map((n) => n.date)).toEqual(['2026-11-10', '2026-11-09', '2026-11-06']);
  const bars = market.bars('SPY', 'D', { count: 1, nowMs: at, endMs: Date.UTC(2026, 10, 11) });
  const close = new Decimal(bars[0]?.close ?? 'NaN');
  expect(new Decimal(navs[0]?.net_value ?? 'NaN').minus(close).abs().div(close).lte(0.0005)).toBe(true);
});

test('fund dividend pages walk the whole history once, newest first', async () => {
  const at = TIMES[0] ?? 0;
  const page = z.object({ data: z.array(z.object({ share_date: z.string() })), pagination_key: z.string().optional() });
  const dates: string[] = [];
  let key: string | undefined;
  do {
    const body = await get(
      at,
      '/market-data/fundamentals/fund-dividends/get',
      [...fund('SPY'), ...(key === undefined ? [] : [['pagination_key', key] as [string, string]])],
      page,
    );
    dates.push(...body.data.map((d) => d.share_date));
    key = body.pagination_key;
  } while (key !== undefined);
  expect(dates.length).toBeGreaterThan(100);
  expect([...dates].sort().reverse()).toEqual(dates);
  expect(new Set(dates).size).toBe(dates.length);
});
