import { expect, test } from 'vitest';
import { createMarket } from './market';
import type { SimTimespan } from './types';

const market = createMarket({ seed: 42 });
const NOW = Date.UTC(2026, 10, 18, 15, 37, 12, 345);
const MINUTE = 60_000;
const ALL: SimTimespan[] = ['M1', 'M5', 'M15', 'M30', 'M60', 'M120', 'M240', 'D', 'W', 'M', 'Y'];

for (const timespan of ALL) {
  test(`${timespan}: returns the requested count when history allows, newest first, newest containing now`, () => {
    const count = timespan === 'Y' ? 30 : timespan === 'M' ? 300 : 1200;
    const bars = market.bars('GOOGL', timespan, { count, nowMs: NOW });
    expect(bars).toHaveLength(count);
    for (let i = 0; i + 1 < bars.length; i += 1) expect(bars[i]?.time).toBeGreaterThan(bars[i + 1]?.time ?? 0);
    expect(bars[0]?.time).toBeLessThanOrEqual(NOW);
    const next = market.bars('GOOGL', timespan, {
      count: 1,
      nowMs: NOW + 400 * 86_400_000,
      startMs: (bars[0]?.time ?? 0) + 1,
    })[0];
    expect(next?.time).toBeGreaterThan(NOW);
  });
}

test('history is deep: D bars reach back more than 5 years and Y bars to 1990', () => {
  const days = market.bars('KO', 'D', { count: 1200, nowMs: NOW, endMs: Date.UTC(2021, 0, 1) });
  expect(days).toHaveLength(1200);
  const years = market.bars('KO', 'Y', { count: 1200, nowMs: NOW });
  expect(years).toHaveLength(37);
  // New Year's Day 1990 was a holiday: the history starts on 2 January.
  expect(years[years.length - 1]?.time).toBe(Date.UTC(1990, 0, 2, 5));
  const minutes = market.bars('KO', 'M1', { count: 10, nowMs: NOW, endMs: NOW - 90 * 86_400_000 });
  expect(minutes).toHaveLength(10);
});

test('endMs keeps only bars starting before it; startMs only bars starting at/after it', () => {
  const endMs = Date.UTC(2026, 10, 18, 14, 0, 30);
  const before = market.bars('AMZN', 'M5', { count: 5, nowMs: NOW, endMs });
  expect(before.map((b) => b.time)).toEqual([0, 1, 2, 3, 4].map((k) => Date.UTC(2026, 10, 18, 14, 0) - k * 5 * MINUTE));
  const startMs = Date.UTC(2026, 10, 18, 15, 0);
  const after = market.bars('AMZN', 'M5', { count: 100, nowMs: NOW, startMs });
  expect(after).toHaveLength(8);
  expect(after[after.length - 1]?.time).toBe(startMs);
  const exact = market.bars('AMZN', 'M5', { count: 100, nowMs: NOW, startMs: startMs + 1 });
  expect(exact).toHaveLength(7);
});

test('count takes the newest bars of the window', () => {
  const all = market.bars('AMZN', 'D', { count: 10, nowMs: NOW });
  expect(market.bars('AMZN', 'D', { count: 3, nowMs: NOW })).toEqual(all.slice(0, 3));
  const windowed = market.bars('AMZN', 'D', { count: 2, nowMs: NOW, startMs: all[6]?.time, endMs: all[2]?.time });
  expect(windowed).toEqual(all.slice(3, 5));
});

test('a window entirely in the future or before 1990 is empty', () => {
  expect(market.bars('AMZN', 'M1', { count: 10, nowMs: NOW, startMs: NOW + MINUTE })).toEqual([]);
  expect(market.bars('AMZN', 'D', { count: 10, nowMs: NOW, endMs: Date.UTC(1989, 5, 1) })).toEqual([]);
});

test('the in-progress minute bar changes within the minute, every few seconds', () => {
  const minuteStart = Math.floor(NOW / MINUTE) * MINUTE;
  const closes = new Set<string>();
  const volumes = new Set<string>();
  for (let s = 0; s < 60; s += 3) {
    const [bar] = market.bars('AAPL', 'M1', { count: 1, nowMs: minuteStart + s * 1000 });
    expect(bar?.time).toBe(minuteStart);
    closes.add(bar?.close ?? '');
    volumes.add(bar?.volume ?? '');
  }
  expect(volumes.size).toBe(20);
  expect(closes.size).toBeGreaterThan(3);
});

test('on a weekend nothing trades: the newest bars and prints are those of Friday', () => {
  // Saturday 2026-11-21, 03:00 New York; Friday's after hours ended at 20:00 (01:00Z).
  const saturday = Date.UTC(2026, 10, 21, 8, 0, 0);
  const fridayEnd = Date.UTC(2026, 10, 21, 1);
  const [minute] = market.bars('SPY', 'M1', { count: 1, nowMs: saturday });
  expect(minute?.time).toBe(fridayEnd - MINUTE);
  const [day] = market.bars('SPY', 'D', { count: 1, nowMs: saturday });
  expect(day?.time).toBe(Date.UTC(2026, 10, 20, 5));
  const prices = new Set<string>();
  for (let k = 0; k < 10; k += 1) prices.add(market.snapshot('SPY', saturday + k * 7000).price);
  expect([...prices]).toEqual([minute?.close]);
  expect(market.ticks('SPY', saturday, 1)[0]?.time).toBe(fridayEnd - 1000);
  expect(market.sessionAt(saturday)).toBe('CLOSED');
});
