import { expect, test } from 'vitest';
import { createMarket } from './market';
import { aggregateBars, ohlcvOf } from './testing/aggregate-bars';
import type { SimBar } from './types';

const market = createMarket({ seed: 42 });
// Wednesday 2026-11-18 10:37:12.345 New York (EST).
const NOW = Date.UTC(2026, 10, 18, 15, 37, 12, 345);
const HOUR = 3_600_000;
const MINUTE = 60_000;

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

// Eastern midnights: EST is UTC-5, EDT UTC-4. 2026-03-08 springs forward (23 h), 2026-11-01 falls back (25 h).
const days = [
  {
    label: 'spring-forward day 2026-03-08',
    start: Date.UTC(2026, 2, 8, 5),
    end: Date.UTC(2026, 2, 9, 4),
    minutes: 1380,
  },
  { label: 'fall-back day 2026-11-01', start: Date.UTC(2026, 10, 1, 4), end: Date.UTC(2026, 10, 2, 5), minutes: 1500 },
  { label: 'summer weekday 2026-06-15', start: Date.UTC(2026, 5, 15, 4), end: Date.UTC(2026, 5, 16, 4), minutes: 1440 },
  { label: 'yesterday 2026-11-17', start: Date.UTC(2026, 10, 17, 5), end: Date.UTC(2026, 10, 18, 5), minutes: 1440 },
];

for (const day of days) {
  test(`D bar equals the aggregate of its M1 bars on the ${day.label}`, () => {
    for (const symbol of ['AAPL', 'SPY', 'SQQQ']) {
      const minutes = minuteBars(symbol, day.start, day.end);
      expect(minutes).toHaveLength(day.minutes);
      expect(ohlcvOf(dayBarStartingAt(symbol, day.start))).toEqual(aggregateBars(minutes));
    }
  });
}

test("today's in-progress D bar equals the aggregate of today's M1 bars so far", () => {
  const start = Date.UTC(2026, 10, 18, 5);
  const minutes = minuteBars('MSFT', start, NOW + 1);
  expect(minutes[0]?.time).toBe(Math.floor(NOW / MINUTE) * MINUTE);
  expect(ohlcvOf(dayBarStartingAt('MSFT', start))).toEqual(aggregateBars(minutes));
});

test('consecutive days join: each D open is the previous D close', () => {
  const bars = market.bars('NVDA', 'D', { count: 30, nowMs: NOW });
  for (let i = 0; i + 1 < bars.length; i += 1) expect(bars[i]?.open).toBe(bars[i + 1]?.close);
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

test('W bars start on Monday 00:00 New York, M bars on the 1st, Y bars on January 1', () => {
  const [week] = market.bars('KO', 'W', { count: 1, nowMs: NOW });
  const [month] = market.bars('KO', 'M', { count: 1, nowMs: NOW });
  const [year] = market.bars('KO', 'Y', { count: 1, nowMs: NOW });
  expect(week?.time).toBe(Date.UTC(2026, 10, 16, 5));
  expect(month?.time).toBe(Date.UTC(2026, 10, 1, 4));
  expect(year?.time).toBe(Date.UTC(2026, 0, 1, 5));
});
