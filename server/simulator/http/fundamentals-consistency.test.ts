import Decimal from 'decimal.js';
import { expect, test } from 'vitest';
import { z } from 'zod';
import { annualDividend } from '../market/dividends';
import { createMarket } from '../market/market';
import {
  CONSISTENCY_TIMES,
  consistencyMarket,
  fundQuery,
  isoDay,
  stockQuery,
  useFundamentalsReader,
} from './testing/fundamentals-reader';

// Properties a reader would check by hand: the figures of different operations and of the
// quote agree with one another, at the e2e market time and at a second, unrelated instant.
const get = useFundamentalsReader();
const market = consistencyMarket;
const TIMES = CONSISTENCY_TIMES;
const STOCKS = ['AAPL', 'JPM', 'XOM'];
const stock = stockQuery;
const fund = fundQuery;
const day = isoDay;

const row = z.record(z.string(), z.unknown());
const periodRow = z
  .object({ fiscal_year: z.number(), fiscal_period: z.number(), diluted_eps_incl_extra: z.string() })
  .loose();

test.each(TIMES.flatMap((at) => STOCKS.map((symbol) => [symbol, at] as const)))(
  '%s EPS agrees across the statement, the EPS history, the calendar and the quote (%i)',
  async (symbol, at) => {
    const quarters = await get(
      at,
      '/market-data/fundamentals/income-statements/get',
      [...stock(symbol), ['count', '8']],
      z.array(periodRow),
    );
    const forecast = await get(
      at,
      '/market-data/fundamentals/forecast-eps/get',
      stock(symbol),
      z.array(
        z.object({
          fiscal_year: z.number(),
          fiscal_period: z.number(),
          actual: z.string().nullable(),
          reported: z.boolean(),
        }),
      ),
    );
    const calendar = await get(
      at,
      '/market-data/fundamentals/earnings-calendars/list',
      stock(symbol),
      z.array(
        z.object({
          fiscal_year: z.number(),
          fiscal_period: z.number(),
          eps_actual: z.string().nullable(),
          expected_publish_date: z.string(),
        }),
      ),
    );
    const annual = await get(
      at,
      '/openapi/fundamentals/financial/income',
      [...stock(symbol), ['type', 'ANNUAL'], ['count', '1']],
      z.array(periodRow),
    );
    const snapshot = market.snapshot(symbol, at);
    const eps = new Map(
      quarters.map((q) => [`${String(q.fiscal_year)}Q${String(q.fiscal_period)}`, q.diluted_eps_incl_extra]),
    );

    const ttm = quarters.slice(0, 4).reduce((sum, q) => sum.plus(q.diluted_eps_incl_extra), new Decimal(0));
    expect(ttm.toFixed(2)).toBe(snapshot.eps_ttm);
    const reported = forecast.filter((f) => f.reported);
    expect(reported).toHaveLength(4);
    for (const f of reported) expect(f.actual).toBe(eps.get(`${String(f.fiscal_year)}Q${String(f.fiscal_period)}`));
    for (const c of calendar.filter((e) => e.eps_actual !== null))
      expect(c.eps_actual).toBe(eps.get(`${String(c.fiscal_year)}Q${String(c.fiscal_period)}`));
    const [year] = annual;
    const yearSum = quarters
      .filter((q) => q.fiscal_year === year?.fiscal_year)
      .reduce((sum, q) => sum.plus(q.diluted_eps_incl_extra), new Decimal(0));
    expect(year?.diluted_eps_incl_extra).toBe(yearSum.toFixed(2));
    // The next report is after the market's today, and the forecast's open quarter is that one.
    const next = calendar.find((c) => c.eps_actual === null);
    expect(next?.expected_publish_date.localeCompare(day(at - 86_400_000))).toBe(1);
    expect(forecast.at(-1)).toMatchObject({
      fiscal_year: next?.fiscal_year,
      fiscal_period: next?.fiscal_period,
      actual: null,
      reported: false,
    });
  },
);

test.each(STOCKS)('%s statements add up and the indicators come from them', async (symbol) => {
  const at = TIMES[0] ?? 0;
  const num = (r: Record<string, unknown>, k: string) => new Decimal(z.string().parse(r[k]));
  const [bs] = await get(
    at,
    '/market-data/fundamentals/balance-sheets/get',
    [...stock(symbol), ['count', '1']],
    z.array(row),
  );
  const [cf] = await get(
    at,
    '/market-data/fundamentals/cash-flows/get',
    [...stock(symbol), ['count', '1']],
    z.array(row),
  );
  const [inc] = await get(
    at,
    '/market-data/fundamentals/income-statements/get',
    [...stock(symbol), ['count', '1']],
    z.array(row),
  );
  if (bs === undefined || cf === undefined || inc === undefined) throw new Error('empty statement');
  expect(num(bs, 'total_liab').plus(num(bs, 'total_equity')).eq(num(bs, 'total_assets'))).toBe(true);
  expect(num(bs, 'total_cur_assets').plus(num(bs, 'total_non_cur_assets')).eq(num(bs, 'total_assets'))).toBe(true);
  expect(num(bs, 'total_liab_sh_equity').eq(num(bs, 'total_assets'))).toBe(true);
  expect(
    num(cf, 'cfo').plus(num(cf, 'cfi')).plus(num(cf, 'cff')).plus(num(cf, 'fx_effects')).eq(num(cf, 'net_change_cash')),
  ).toBe(true);
  expect(num(inc, 'gross_profit').plus(num(inc, 'cost_of_revenue')).eq(num(inc, 'revenue'))).toBe(true);
  expect(num(inc, 'net_income').plus(num(inc, 'income_tax')).eq(num(inc, 'ebt'))).toBe(true);
  expect(num(cf, 'net_income').eq(num(inc, 'net_income'))).toBe(true);
  const indicators = await get(
    at,
    '/market-data/fundamentals/indicators/get',
    [...stock(symbol), ['count', '1']],
    z.object({ values: z.record(z.string(), z.array(z.object({ value: z.string() }))) }),
  );
  const value = (k: string) => indicators.values[k]?.[0]?.value;
  expect(value('naps')).toBe(market.snapshot(symbol, at).bps);
  expect(value('diluted_eps_incl_extra')).toBe(inc.diluted_eps_incl_extra);
  expect(value('net_margin')).toBe(num(inc, 'net_income').div(num(inc, 'revenue')).toFixed(4));
  expect(value('debt_to_assets')).toBe(num(bs, 'total_liab').div(num(bs, 'total_assets')).toFixed(4));
});

test.each(['AAPL', 'XOM', 'SPY'])(
  '%s dividend figures add up to the annual dividend the screener yield uses',
  async (symbol) => {
    const at = TIMES[0] ?? 0;
    const annual = annualDividend(symbol);
    if (symbol === 'SPY') {
      const page = await get(
        at,
        '/market-data/fundamentals/fund-dividends/get',
        fund(symbol),
        z.object({ data: z.array(z.object({ dps: z.string(), share_date: z.string() })) }),
      );
      expect(
        page.data
          .slice(0, 4)
          .reduce((s, d) => s.plus(d.dps), new Decimal(0))
          .toFixed(2),
      ).toBe(annual);
      expect(page.data.every((d) => d.share_date <= day(at))).toBe(true);
      return;
    }
    const calendar = await get(
      at,
      '/market-data/fundamentals/dividend-calendars/list',
      stock(symbol),
      z.array(z.object({ amount: z.string(), ex_div_date: z.string() })),
    );
    expect(calendar.length).toBeGreaterThanOrEqual(4);
    expect(
      calendar
        .slice(0, 4)
        .reduce((s, d) => s.plus(d.amount), new Decimal(0))
        .toFixed(2),
    ).toBe(annual);
    expect(calendar.some((d) => d.ex_div_date > day(at))).toBe(true);
  },
);

test('analyst targets bracket the price and the rating counts add up', async () => {
  for (const symbol of STOCKS) {
    const at = TIMES[0] ?? 0;
    const t = await get(
      at,
      '/market-data/fundamentals/analysis/target-prices/get',
      stock(symbol),
      z.object({ low: z.string(), mean: z.string(), high: z.string(), median: z.string() }),
    );
    const price = new Decimal(market.snapshot(symbol, at).pre_close);
    expect(new Decimal(t.low).lt(price) && price.lt(t.high)).toBe(true);
    expect(new Decimal(t.low).lte(t.mean) && new Decimal(t.mean).lte(t.high)).toBe(true);
    const r = await get(
      at,
      '/market-data/fundamentals/analysis/ratings/get',
      stock(symbol),
      z.record(z.string(), z.string()),
    );
    const sum = ['strong_buy', 'buy', 'hold', 'under_perform', 'sell'].reduce((s, k) => s + Number(r[k]), 0);
    expect(sum).toBe(Number(r.number));
  }
});

test("capital flow splits each day's traded value exactly, oldest day first", async () => {
  const at = TIMES[0] ?? 0;
  const flows = await get(
    at,
    '/market-data/fundamentals/capital-flows/get',
    [...stock('NVDA'), ['count', '3']],
    z.array(z.record(z.string(), z.string())),
  );
  const bars = market.bars('NVDA', 'D', { count: 3, nowMs: at }).reverse();
  expect(flows).toHaveLength(3);
  flows.forEach((f, k) => {
    const bar = bars[k];
    if (bar === undefined) throw new Error('missing bar');
    const traded = new Decimal(bar.high).plus(bar.low).plus(bar.close).div(3).times(bar.volume).round();
    const total = ['large_in', 'large_out', 'medium_in', 'medium_out', 'small_in', 'small_out'].reduce(
      (s, name) => s.plus(f[name] ?? 'NaN'),
      new Decimal(0),
    );
    expect(total.eq(traded)).toBe(true);
    expect(f.date).toBe(day(bar.time + 12 * 3_600_000).replaceAll('-', ''));
  });
});

test("industry comparison ranks the sector with the quote's own figures", async () => {
  const at = TIMES[0] ?? 0;
  const body = await get(
    at,
    '/market-data/fundamentals/industry-comparisons/get',
    stock('AAPL'),
    z.object({
      type: z.string(),
      data: z.array(z.object({ symbol: z.string(), rank: z.number(), value: z.string() })),
    }),
  );
  expect(body.type).toBe('EPS_TTM');
  expect(body.data.length).toBeLessThanOrEqual(20);
  expect(body.data.map((d) => d.rank)).toEqual(body.data.map((_, k) => k + 1));
  expect(body.data.find((d) => d.symbol === 'AAPL')?.value).toBe(market.snapshot('AAPL', at).eps_ttm);
  for (const d of body.data) expect(market.instrument(d.symbol)?.sector).toBe('Information Technology');
});

test('another seed gives other figures; the same seed the same ones', async () => {
  const at = TIMES[0] ?? 0;
  const path = '/market-data/fundamentals/income-statements/get';
  const a = await get(at, path, stock('MSFT'), z.array(periodRow));
  const b = await get(at, path, stock('MSFT'), z.array(periodRow));
  expect(b).toEqual(a);
  const c = await get(at, path, stock('MSFT'), z.array(periodRow), createMarket({ seed: 7 }));
  expect(c[0]?.diluted_eps_incl_extra).not.toBe(a[0]?.diluted_eps_incl_extra);
});

test('the high-dividend screener and the dividend calendar tell the same story', async () => {
  const at = TIMES[0] ?? 0;
  const rows = await get(
    at,
    '/market-data/screeners/high-dividend-ranks/list',
    [['category', 'US_STOCK']],
    z.array(z.looseObject({ symbol: z.string(), dividend: z.string(), ex_date: z.string() })),
  );
  expect(rows.length).toBeGreaterThan(5);
  for (const row of rows.slice(0, 5)) {
    const calendar = await get(
      at,
      '/market-data/fundamentals/dividend-calendars/list',
      stock(row.symbol),
      z.array(z.object({ amount: z.string(), ex_div_date: z.string() })),
    );
    expect(
      calendar
        .slice(0, 4)
        .reduce((s, d) => s.plus(d.amount), new Decimal(0))
        .toFixed(2),
    ).toBe(row.dividend);
    expect(calendar.map((d) => d.ex_div_date)).toContain(row.ex_date);
  }
});
