import Decimal from 'decimal.js';
import { expect, test } from 'vitest';
import { createMarket } from './market';
import { aggregateBars } from './testing/aggregate-bars';

const market = createMarket({ seed: 42 });
const MINUTE = 60_000;
// Instants across the day, New York (EST): 02:15 overnight, 06:40 pre, 10:37 regular, 17:05 post, 21:30 overnight.
const instants = [
  Date.UTC(2026, 10, 18, 7, 15, 3, 100),
  Date.UTC(2026, 10, 18, 11, 40, 44),
  Date.UTC(2026, 10, 18, 15, 37, 12, 345),
  Date.UTC(2026, 10, 18, 22, 5, 59, 999),
  Date.UTC(2026, 10, 19, 2, 30, 0, 1),
];
const symbols = ['AAPL', 'BRK.B', 'SPY', 'TLT', 'SQQQ'];

for (const now of instants) {
  test(`newest bars agree with the snapshot at ${new Date(now).toISOString()}`, () => {
    for (const symbol of symbols) {
      const snap = market.snapshot(symbol, now);
      const session = market.sessionAt(now);
      const [minute] = market.bars(symbol, 'M1', { count: 1, nowMs: now });
      const [day, previousDay] = market.bars(symbol, 'D', { count: 2, nowMs: now });
      expect(minute?.close).toBe(snap.price);
      // The regular fields are the newest D bar: today's from 09:30, yesterday's before.
      expect([day?.open, day?.high, day?.low, day?.close, day?.volume]).toEqual([
        snap.open,
        snap.high,
        snap.low,
        snap.close,
        snap.volume,
      ]);
      if (session === 'RTH') expect(snap.close).toBe(snap.price);
      // pre_close is the regular close before the trading day in progress.
      const todayOpened = session === 'RTH' || session === 'ATH';
      expect(snap.pre_close).toBe(todayOpened ? previousDay?.close : day?.close);
    }
  });
}

test("in the pre-market and overnight sessions the headline change equals that session's change", () => {
  for (const now of [instants[0] ?? 0, instants[1] ?? 0, instants[4] ?? 0]) {
    const snap = market.snapshot('NVDA', now);
    const session = market.sessionAt(now);
    if (session === 'PRE') {
      expect(snap.extend_hour_last_price).toBe(snap.price);
      expect([snap.extend_hour_change, snap.extend_hour_change_ratio]).toEqual([snap.change, snap.change_ratio]);
    } else {
      expect(session).toBe('OVN');
      expect(snap.ovn_price).toBe(snap.price);
      expect([snap.ovn_change, snap.ovn_change_ratio]).toEqual([snap.change, snap.change_ratio]);
    }
  }
});

test("after hours measure from today's close; the headline from the previous close", () => {
  const snap = market.snapshot('NVDA', instants[3] ?? 0);
  expect(snap.extend_hour_last_price).toBe(snap.price);
  expect(new Decimal(snap.extend_hour_change).equals(new Decimal(snap.price).minus(snap.close))).toBe(true);
  expect(new Decimal(snap.change).equals(new Decimal(snap.price).minus(snap.pre_close))).toBe(true);
});

test('on a holiday the snapshot holds the last trading day: its close, its after hours, a frozen book', () => {
  // Thanksgiving 2026-11-26, 11:00 and 15:00 New York.
  const morning = market.snapshot('AAPL', Date.UTC(2026, 10, 26, 16));
  const afternoon = market.snapshot('AAPL', Date.UTC(2026, 10, 26, 20));
  expect(afternoon).toEqual(morning);
  const [wednesday, tuesday] = market.bars('AAPL', 'D', { count: 2, nowMs: Date.UTC(2026, 10, 26, 16) });
  expect(wednesday?.time).toBe(Date.UTC(2026, 10, 25, 5));
  expect([morning.close, morning.pre_close]).toEqual([wednesday?.close, tuesday?.close]);
  expect(morning.last_trade_time).toBe(Date.UTC(2026, 10, 26, 1) - 1000);
  expect(morning.extend_hour_last_trade_time).toBe(morning.last_trade_time);
  expect(market.depth('AAPL', Date.UTC(2026, 10, 26, 20), 5)).toEqual(
    market.depth('AAPL', Date.UTC(2026, 10, 26, 16), 5),
  );
});

test('change and change_ratio are exact decimal arithmetic on price and pre_close', () => {
  for (const symbol of market.instruments().map((i) => i.symbol)) {
    const snap = market.snapshot(symbol, instants[2] ?? 0);
    const change = new Decimal(snap.price).minus(snap.pre_close);
    expect(new Decimal(snap.change).equals(change)).toBe(true);
    expect(snap.change_ratio).toBe(change.div(snap.pre_close).toFixed(4, Decimal.ROUND_HALF_UP));
    expect(snap.change_ratio).toMatch(/^-?\d\.\d{4}$/);
  }
});

test('bid < price < ask with a spread of a few basis points, sizes in round lots', () => {
  for (const symbol of symbols) {
    const snap = market.snapshot(symbol, instants[2] ?? 0);
    const price = new Decimal(snap.price);
    expect(new Decimal(snap.bid).lt(price)).toBe(true);
    expect(new Decimal(snap.ask).gt(price)).toBe(true);
    expect(new Decimal(snap.ask).minus(snap.bid).div(price).lt(0.005)).toBe(true);
    expect(Number(snap.bid_size) % 100).toBe(0);
    expect(new Decimal(snap.ovn_bid).lt(snap.ovn_price)).toBe(true);
    expect(new Decimal(snap.ovn_ask).gt(snap.ovn_price)).toBe(true);
  }
});

test('prices have 2 decimals, volumes are integers, trade times are ms numbers not after now', () => {
  const now = instants[2] ?? 0;
  const snap = market.snapshot('AAPL', now);
  for (const field of [
    'price',
    'open',
    'high',
    'low',
    'pre_close',
    'bid',
    'ask',
    'extend_hour_last_price',
    'ovn_price',
  ] as const) {
    expect(snap[field]).toMatch(/^\d+\.\d{2}$/);
  }
  for (const field of ['volume', 'extend_hour_volume', 'ovn_volume', 'bid_size', 'ask_size'] as const) {
    expect(snap[field]).toMatch(/^\d+$/);
  }
  expect(snap.last_trade_time).toBeLessThanOrEqual(now);
  expect(now - snap.last_trade_time).toBeLessThan(1000);
  expect(snap.turnover).toMatch(/^\d+\.\d{2}$/);
});

test('turnover is about volume times the average price of the day', () => {
  const snap = market.snapshot('MSFT', instants[2] ?? 0);
  const average = new Decimal(snap.turnover).div(snap.volume);
  expect(average.gte(new Decimal(snap.low).minus(0.01))).toBe(true);
  expect(average.lte(new Decimal(snap.high).plus(0.01))).toBe(true);
});

test('stocks carry positive eps, eps_ttm and bps; the P/E is plausible', () => {
  const snap = market.snapshot('JPM', instants[2] ?? 0);
  const pe = new Decimal(snap.price).div(snap.eps_ttm);
  expect(pe.gt(5) && pe.lt(100)).toBe(true);
  expect(new Decimal(snap.eps).gt(0) && new Decimal(snap.bps).gt(0)).toBe(true);
});

test('extended-hours figures aggregate the M1 bars of that session', () => {
  // During regular hours: today's pre-market 04:00-09:30 EST = 09:00-14:30Z.
  const now = instants[2] ?? 0;
  const snap = market.snapshot('AAPL', now);
  const from = Date.UTC(2026, 10, 18, 9);
  const pre = market.bars('AAPL', 'M1', { count: 330, nowMs: now, startMs: from, endMs: from + 330 * MINUTE });
  expect(pre).toHaveLength(330);
  const agg = aggregateBars(pre);
  expect([snap.extend_hour_last_price, snap.extend_hour_high, snap.extend_hour_low, snap.extend_hour_volume]).toEqual(
    [agg.close, agg.high, agg.low, agg.volume].map((v) => new Decimal(v).toFixed(v === agg.volume ? 0 : 2)),
  );
  expect(snap.extend_hour_last_trade_time).toBe(from + 330 * MINUTE - 1000);
});

test('during after-hours the extended figures are live and the overnight figures are the last full night', () => {
  const now = instants[3] ?? 0;
  const snap = market.snapshot('AAPL', now);
  expect(snap.extend_hour_last_price).toBe(snap.price);
  const from = Date.UTC(2026, 10, 18, 21);
  const post = aggregateBars(market.bars('AAPL', 'M1', { count: 240, nowMs: now, startMs: from }));
  expect(new Decimal(snap.extend_hour_volume).equals(post.volume)).toBe(true);
  // The night of 17-18 November: 20:00 EST (01:00Z) to 04:00 EST (09:00Z).
  const nightFrom = Date.UTC(2026, 10, 18, 1);
  const night = aggregateBars(
    market.bars('AAPL', 'M1', { count: 480, nowMs: now, startMs: nightFrom, endMs: nightFrom + 480 * MINUTE }),
  );
  expect(new Decimal(snap.ovn_volume).equals(night.volume)).toBe(true);
  expect(new Decimal(snap.ovn_price).equals(night.close)).toBe(true);
  expect(new Decimal(snap.ovn_high).equals(night.high)).toBe(true);
});

test('overnight figures are live during the overnight session and their volume is small', () => {
  const now = instants[4] ?? 0;
  const snap = market.snapshot('AAPL', now);
  expect(snap.ovn_price).toBe(snap.price);
  expect(snap.ovn_last_trade_time).toBe(snap.last_trade_time);
  const [yesterday] = market.bars('AAPL', 'D', { count: 1, nowMs: now, endMs: now - 86_400_000 });
  expect(Number(snap.ovn_volume)).toBeLessThan(Number(yesterday?.volume) * 0.05);
});

test('snapshot throws on an unknown symbol', () => {
  expect(() => market.snapshot('ZZZZ', instants[2] ?? 0)).toThrow(/ZZZZ/);
});
