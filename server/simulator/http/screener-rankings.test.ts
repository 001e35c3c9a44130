import Decimal from 'decimal.js';
import { expect, test } from 'vitest';
import { z } from 'zod';
import { annualDividend, nextExDate } from '../market/dividends';
import { createMarket } from '../market/market';
import { readBody } from './testing/read-response';
import { useTestSimulator, type TestSimulator } from './testing/test-simulator';

// Rankings against the real seeded model: a screener row agrees with /snapshots and /bars for
// the same market time (the e2e clock: Wednesday 2026-11-18 10:30 New York).
const startSimulator = useTestSimulator();
const market = createMarket({ seed: 42 });
const AT = Date.UTC(2026, 10, 18, 15, 30);
const STOCKS = market
  .instruments()
  .filter((i) => i.category === 'US_STOCK')
  .map((i) => i.symbol);

const row = z.looseObject({
  symbol: z.string(),
  price: z.string(),
  change: z.string().optional(),
  change_ratio: z.string(),
  volume: z.string(),
});
const rows = z.array(row);
const snapshot = z.looseObject({
  symbol: z.string(),
  price: z.string(),
  change: z.string(),
  change_ratio: z.string(),
  volume: z.string(),
  extend_hour_change_ratio: z.string(),
});

function start(): TestSimulator {
  const sim = startSimulator({ market, marketDataLimit: { limit: 10_000, windowMs: 60_000 } });
  sim.marketClock.pin(AT);
  return sim;
}

async function snapshots(sim: TestSimulator): Promise<Map<string, z.infer<typeof snapshot>>> {
  const all = new Map<string, z.infer<typeof snapshot>>();
  for (let i = 0; i < STOCKS.length; i += 100) {
    const query: [string, string][] = [
      ['symbols', STOCKS.slice(i, i + 100).join(',')],
      ['category', 'US_STOCK'],
      ['extend_hour_required', 'true'],
    ];
    for (const s of readBody(await sim.call({ path: '/market-data/stocks/snapshots/list', query }), z.array(snapshot)))
      all.set(s.symbol, s);
  }
  return all;
}

/** A ranking's rows: generation 3 answers the array, generation 2 its page as `{ has_more, data }`. */
const screen = async (sim: TestSimulator, path: string, query: [string, string][]) => {
  const answer = await sim.call({ path, query: [['category', 'US_STOCK'], ...query] });
  if (!path.startsWith('/openapi/')) return readBody(answer, rows);
  const page = readBody(answer, z.object({ has_more: z.literal(false), data: rows }));
  return page.data;
};

function expectOrdered(values: readonly string[], direction: 'ASC' | 'DESC'): void {
  for (let i = 1; i < values.length; i += 1) {
    const cmp = new Decimal(values[i - 1] ?? '0').comparedTo(values[i] ?? '0');
    expect(direction === 'DESC' ? cmp >= 0 : cmp <= 0).toBe(true);
  }
}

test('day gainers and losers rank every stock by the change the snapshots show, in both directions', async () => {
  const sim = start();
  const snaps = await snapshots(sim);
  const gainers = await screen(sim, '/market-data/screeners/gainers-losers/list', [
    ['rank_type', 'DAY_1'],
    ['sort_by', 'CHANGE_RATIO'],
    ['direction', 'DESC'],
  ]);
  expect(gainers.map((r) => r.symbol).sort()).toEqual([...STOCKS].sort());
  for (const r of gainers)
    expect([r.price, r.change, r.change_ratio, r.volume]).toEqual([
      snaps.get(r.symbol)?.price,
      snaps.get(r.symbol)?.change,
      snaps.get(r.symbol)?.change_ratio,
      snaps.get(r.symbol)?.volume,
    ]);
  expectOrdered(
    gainers.map((r) => r.change_ratio),
    'DESC',
  );
  const losers = await screen(sim, '/openapi/market-data/screener/gainers-losers', [
    ['rank_type', 'DAY_1'],
    ['sort_by', 'CHANGE_RATIO'],
    ['direction', 'ASC'],
  ]);
  expectOrdered(
    losers.map((r) => r.change_ratio),
    'ASC',
  );
  expect(losers[0]?.symbol).toBe(
    [...gainers].sort(
      (a, b) => new Decimal(a.change_ratio).comparedTo(b.change_ratio) || (a.symbol < b.symbol ? -1 : 1),
    )[0]?.symbol,
  );
});

test('multi-day rank types measure from the close 5 trading days back, or on or before the date 1 or 3 months or 52 weeks back', async () => {
  const sim = start();
  // AT is Wednesday 2026-11-18: 5 sessions back is Wednesday 11-11; 2026-10-18 is a Sunday, so
  // the month look-back is Friday 10-16; 2026-08-18 a Tuesday; 52 weeks back is 2025-11-19.
  for (const [rankType, date] of [
    ['DAY_5', Date.UTC(2026, 10, 11)],
    ['MONTH_1', Date.UTC(2026, 9, 16)],
    ['MONTH_3', Date.UTC(2026, 7, 18)],
    ['WEEK_52', Date.UTC(2025, 10, 19)],
  ] as const) {
    const list = await screen(sim, '/market-data/screeners/gainers-losers/list', [
      ['rank_type', rankType],
      ['sort_by', 'CHANGE_RATIO'],
    ]);
    const top = list[0];
    // The newest D bar starting before 18:00 New York of the date is that date's.
    const [bar] = market.bars(top?.symbol ?? '', 'D', { count: 1, nowMs: AT, endMs: date + 23 * 3_600_000 });
    expect(bar?.time).toBeGreaterThan(date);
    const reference = bar?.close ?? 'missing';
    expect(top?.change_ratio).toBe(
      new Decimal(top?.price ?? 0).minus(reference).div(reference).toFixed(4, Decimal.ROUND_HALF_UP),
    );
    expectOrdered(
      list.map((r) => r.change_ratio),
      'DESC',
    );
  }
});

test('pre-market ranks by the extended-hours change during the day; after-market lists nothing until 16:00', async () => {
  const sim = start();
  const snaps = await snapshots(sim);
  const pre = await screen(sim, '/market-data/screeners/gainers-losers/list', [
    ['rank_type', 'PRE_MARKET'],
    ['sort_by', 'CHANGE_RATIO'],
  ]);
  expect(pre).toHaveLength(STOCKS.length);
  for (const r of pre) expect(r.change_ratio).toBe(snaps.get(r.symbol)?.extend_hour_change_ratio);
  expect(
    await screen(sim, '/market-data/screeners/gainers-losers/list', [
      ['rank_type', 'AFTER_MARKET'],
      ['sort_by', 'CHANGE_RATIO'],
    ]),
  ).toEqual([]);
  for (const rankType of ['MIN_3', 'MIN_5']) {
    const list = await screen(sim, '/market-data/screeners/gainers-losers/list', [
      ['rank_type', rankType],
      ['sort_by', 'PRICE'],
      ['direction', 'ASC'],
    ]);
    expect(list).toHaveLength(STOCKS.length);
    expectOrdered(
      list.map((r) => r.price),
      'ASC',
    );
  }
});

test('every top-active rank type and sort field orders by the figure it names', async () => {
  const sim = start();
  const fields: [string, string][] = [
    ['VOLUME', 'volume'],
    ['TURNOVER', 'turnover'],
    ['AMPLITUDE', 'amplitude'],
    ['RELATIVE_VOLUME_10D', 'relative_volume_10d'],
    ['MARKET_VALUE', 'market_value'],
    ['HIGH', 'high'],
    ['LOW', 'low'],
    ['CLOSE', 'close'],
  ];
  for (const rankType of ['VOLUME', 'RELATIVE_VOLUME_10D', 'TURNOVER', 'TURNOVER_RATE', 'AMPLITUDE']) {
    for (const [sortBy, field] of fields) {
      const list = readBody(
        await sim.call({
          path: '/market-data/screeners/top-actives/list',
          query: [
            ['category', 'US_STOCK'],
            ['rank_type', rankType],
            ['sort_by', sortBy],
            ['direction', 'DESC'],
          ],
        }),
        z.array(z.record(z.string(), z.string())),
      );
      expect(list.length).toBe(STOCKS.length);
      expectOrdered(
        list.map((r) => r[field] ?? ''),
        'DESC',
      );
    }
  }
});

test('high dividend lists payers by the yield of the dividend model at the snapshot price', async () => {
  const sim = start();
  const snaps = await snapshots(sim);
  const list = readBody(
    await sim.call({ path: '/market-data/screeners/high-dividend-ranks/list', query: [['category', 'US_STOCK']] }),
    z.array(z.looseObject({ symbol: z.string(), yield: z.string(), dividend: z.string(), ex_date: z.string() })),
  );
  expect(list.map((r) => r.symbol).sort()).toEqual(STOCKS.filter((s) => annualDividend(s) !== null).sort());
  for (const r of list) {
    expect(r.dividend).toBe(annualDividend(r.symbol));
    expect(r.yield).toBe(
      new Decimal(r.dividend).div(snaps.get(r.symbol)?.price ?? 1).toFixed(4, Decimal.ROUND_HALF_UP),
    );
    expect(r.ex_date).toBe(nextExDate(r.symbol, AT));
  }
  expectOrdered(
    list.map((r) => r.yield),
    'DESC',
  );
});

test('52-week lists hold what their rank type says, measured on a year of daily bars', async () => {
  const sim = start();
  const seen = new Set<string>();
  for (const rankType of ['NEW_HIGH', 'NEAR_HIGH', 'NEW_LOW', 'NEAR_LOW']) {
    const list = readBody(
      await sim.call({
        path: '/openapi/market-data/screener/52whl',
        query: [
          ['category', 'US_STOCK'],
          ['rank_type', rankType],
        ],
      }),
      z.object({
        has_more: z.literal(false),
        data: z.array(
          z.looseObject({ symbol: z.string(), price: z.string(), price_52w: z.string(), change_ratio_52w: z.string() }),
        ),
      }),
    ).data;
    expectOrdered(
      list.map((r) => r.change_ratio_52w),
      'ASC',
    );
    for (const r of list.slice(0, 3)) {
      seen.add(rankType);
      // The trading days of the 52 weeks up to and including 2026-11-18.
      const bars = market.bars(r.symbol, 'D', { count: 400, nowMs: AT, startMs: Date.UTC(2025, 10, 19) });
      expect(bars.length).toBeGreaterThan(245);
      expect(bars.length).toBeLessThan(260);
      const extreme = rankType.endsWith('HIGH')
        ? Decimal.max(...bars.map((b) => b.high))
        : Decimal.min(...bars.map((b) => b.low));
      expect(r.price_52w).toBe(extreme.toFixed(2));
      const distance = new Decimal(r.price).div(r.price_52w).minus(1).abs();
      expect(distance.lte('0.1')).toBe(true);
    }
  }
  expect(seen.size).toBeGreaterThanOrEqual(2);
});
