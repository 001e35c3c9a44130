import { expect, test } from 'vitest';
import { createMarket } from './market';
import { aggregateBars, ohlcvOf } from './testing/aggregate-bars';
import type { SimBar } from './types';

const market = createMarket({ seed: 42 });
// Wednesday 2026-11-18 10:37:12.345 New York (EST).
const NOW = Date.UTC(2026, 10, 18, 15, 37, 12, 345);
const HOUR = 3_600_000;
const MINUTE = 60_000;
const DAY = 86_400_000;

/** All M1 bars in [from, to), fetched in pages of at most 1200 as a client would. */
function minuteBars(symbol: string, from: number, to: number, nowMs = NOW): SimBar[] {
  const bars: SimBar[] = [];
  let end = to;
  while (end > from) {
    const page = market.bars(symbol, 'M1', { count: 1200, nowMs, startMs: from, endMs: end });
    if (page.length === 0) break;
    bars.push(...page);
    end = page[page.length - 1]?.time ?? from;
  }
  return bars;
}

function dayBarStartingAt(symbol: string, start: number, nowMs = NOW): SimBar {
  const [bar] = market.bars(symbol, 'D', { count: 1, nowMs, startMs: start, endMs: start + 1 });
  if (bar === undefined) throw new Error(`no D bar at ${start}`);
  return bar;
}

// Regular sessions (UTC): EDT 13:30-20:00, EST 14:30-21:00; early closes end at 13:00 local.
const days = [
  { label: 'Monday after the spring-forward 2026-03-09', open: Date.UTC(2026, 2, 9, 13, 30), minutes: 390 },
  { label: 'Monday after the fall-back 2026-11-02', open: Date.UTC(2026, 10, 2, 14, 30), minutes: 390 },
  { label: 'summer weekday 2026-06-15', open: Date.UTC(2026, 5, 15, 13, 30), minutes: 390 },
  { label: 'yesterday 2026-11-17', open: Date.UTC(2026, 10, 17, 14, 30), minutes: 390 },
  { label: 'early close 2025-11-28', open: Date.UTC(2025, 10, 28, 14, 30), minutes: 210 },
];

for (const day of days) {
  test(`D bar equals the aggregate of its regular-session M1 bars on the ${day.label}`, () => {
    for (const symbol of ['AAPL', 'SPY', 'SQQQ']) {
      const minutes = minuteBars(symbol, day.open, day.open + day.minutes * MINUTE);
      expect(minutes).toHaveLength(day.minutes);
      // The newest D bar starting before the open is that day's (stamped at its midnight).
      const [bar] = market.bars(symbol, 'D', { count: 1, nowMs: NOW, endMs: day.open });
      expect(bar?.time).toBeGreaterThan(day.open - 10 * HOUR);
      if (bar === undefined) throw new Error('missing D bar');
      expect(ohlcvOf(bar)).toEqual(aggregateBars(minutes));
    }
  });
}

test("today's in-progress D bar equals the aggregate of today's regular M1 bars so far", () => {
  const open = Date.UTC(2026, 10, 18, 14, 30);
  const minutes = minuteBars('MSFT', open, NOW + 1);
  expect(minutes[0]?.time).toBe(Math.floor(NOW / MINUTE) * MINUTE);
  expect(ohlcvOf(dayBarStartingAt('MSFT', Date.UTC(2026, 10, 18, 5)))).toEqual(aggregateBars(minutes));
});

test('a trading day trades from 20:00 the evening before to 20:00 (17:00 after an early close)', () => {
  // Tuesday 2026-11-17: Monday 20:00 EST (01:00Z) to Tuesday 20:00 EST.
  const from = Date.UTC(2026, 10, 17, 1);
  expect(minuteBars('AAPL', from, from + DAY)).toHaveLength(1440);
  // Friday 2025-11-28 (after Thanksgiving): Thursday 20:00 to Friday 17:00.
  const friday = Date.UTC(2025, 10, 28, 1);
  expect(minuteBars('AAPL', friday, friday + DAY, Date.UTC(2025, 11, 10))).toHaveLength(1260);
});

test('nothing trades on weekends, holidays, or the evening after an early close', () => {
  const later = Date.UTC(2026, 11, 10);
  // Friday 2026-11-20 20:00 EST to Sunday 20:00 EST.
  expect(minuteBars('AAPL', Date.UTC(2026, 10, 21, 1), Date.UTC(2026, 10, 23, 1), later)).toEqual([]);
  // Thanksgiving 2026-11-26 from 00:00 to 20:00 EST, and the Friday after from 17:00 EST.
  expect(minuteBars('AAPL', Date.UTC(2026, 10, 26, 5), Date.UTC(2026, 10, 27, 1), later)).toEqual([]);
  expect(minuteBars('AAPL', Date.UTC(2026, 10, 27, 22), Date.UTC(2026, 10, 30, 1), later)).toEqual([]);
  const days = market.bars('AAPL', 'D', { count: 10, nowMs: later, startMs: Date.UTC(2026, 10, 20) });
  expect(days.map((bar) => new Date(bar.time).toISOString().slice(0, 10))).toEqual(
    ['12-09', '12-08', '12-07', '12-04', '12-03', '12-02', '12-01', '11-30', '11-27', '11-25'].map((d) => `2026-${d}`),
  );
});

test('opens gap from the previous close, and the extended-hours minutes lead from one to the other', () => {
  const bars = market.bars('NVDA', 'D', { count: 30, nowMs: NOW });
  let gaps = 0;
  for (let i = 0; i + 1 < bars.length; i += 1) if (bars[i]?.open !== bars[i + 1]?.close) gaps += 1;
  expect(gaps).toBeGreaterThan(20);
  // 2026-11-17: the last pre-market minute closes at the open, the first regular minute opens there.
  const open = Date.UTC(2026, 10, 17, 14, 30);
  const [firstRegular, lastPre] = minuteBars('NVDA', open - MINUTE, open + MINUTE);
  const [day] = market.bars('NVDA', 'D', { count: 1, nowMs: NOW, endMs: Date.UTC(2026, 10, 17, 6) });
  expect([lastPre?.close, firstRegular?.open]).toEqual([day?.open, day?.open]);
  // The overnight session starts where the previous day's after hours ended.
  const [firstNight] = minuteBars('NVDA', Date.UTC(2026, 10, 17, 1), Date.UTC(2026, 10, 17, 1) + MINUTE);
  const [lastAfterHours] = minuteBars('NVDA', Date.UTC(2026, 10, 17, 0, 59), Date.UTC(2026, 10, 17, 1));
  expect(firstNight?.open).toBe(lastAfterHours?.close);
});

for (const [timespan, length] of [
  ['M5', 5],
  ['M15', 15],
  ['M30', 30],
  ['M60', 60],
  ['M120', 120],
  ['M240', 240],
] as const) {
  test(`${timespan} bars equal the aggregate of their M1 bars, including the live one`, () => {
    const bars = market.bars('TSLA', timespan, { count: 12, nowMs: NOW });
    expect(bars).toHaveLength(12);
    for (const bar of bars) {
      expect(bar.time % (length * MINUTE)).toBe(0);
      expect(ohlcvOf(bar)).toEqual(aggregateBars(minuteBars('TSLA', bar.time, bar.time + length * MINUTE)));
    }
  });
}

test('M240 bars straddling Eastern midnight still aggregate their minutes across both days', () => {
  // In winter Eastern midnight is 05:00Z, inside the 04:00-08:00Z bar.
  const bar = market.bars('JPM', 'M240', {
    count: 1,
    nowMs: NOW,
    startMs: Date.UTC(2026, 10, 17, 4),
    endMs: Date.UTC(2026, 10, 17, 5),
  })[0];
  expect(bar?.time).toBe(Date.UTC(2026, 10, 17, 4));
  if (bar === undefined) throw new Error('missing bar');
  expect(ohlcvOf(bar)).toEqual(aggregateBars(minuteBars('JPM', bar.time, bar.time + 4 * HOUR)));
});

for (const timespan of ['W', 'M', 'Y'] as const) {
  test(`${timespan} bars equal the aggregate of their D bars, including the current period`, () => {
    const bars = market.bars('KO', timespan, { count: 3, nowMs: NOW });
    expect(bars).toHaveLength(3);
    for (let i = 0; i < bars.length; i += 1) {
      const bar = bars[i];
      if (bar === undefined) throw new Error('missing bar');
      const nextStart = i === 0 ? NOW + 1 : (bars[i - 1]?.time ?? 0);
      const days = market.bars('KO', 'D', { count: 1200, nowMs: NOW, startMs: bar.time, endMs: nextStart });
      expect(ohlcvOf(bar)).toEqual(aggregateBars(days));
    }
  });
}

test('W, M and Y bars are stamped at the first trading day of their period', () => {
  const [week] = market.bars('KO', 'W', { count: 1, nowMs: NOW });
  const [month] = market.bars('KO', 'M', { count: 1, nowMs: NOW });
  const [year] = market.bars('KO', 'Y', { count: 1, nowMs: NOW });
  expect(week?.time).toBe(Date.UTC(2026, 10, 16, 5));
  // 2026-11-01 is a Sunday; 2026-01-01 a holiday.
  expect(month?.time).toBe(Date.UTC(2026, 10, 2, 5));
  expect(year?.time).toBe(Date.UTC(2026, 0, 2, 5));
  // The week of Thanksgiving 2026 traded four days; the one after Good Friday 2026 starts on Monday.
  const thanksgiving = market.bars('KO', 'W', {
    count: 1,
    nowMs: Date.UTC(2026, 11, 1),
    endMs: Date.UTC(2026, 10, 28),
  });
  const days = market.bars('KO', 'D', {
    count: 10,
    nowMs: Date.UTC(2026, 11, 1),
    startMs: Date.UTC(2026, 10, 23),
    endMs: Date.UTC(2026, 10, 28),
  });
  expect(days).toHaveLength(4);
  const [week47] = thanksgiving;
  if (week47 === undefined) throw new Error('missing W bar');
  expect(week47.time).toBe(Date.UTC(2026, 10, 23, 5));
  expect(ohlcvOf(week47)).toEqual(aggregateBars(days));
});
