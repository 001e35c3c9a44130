import { expect, test } from 'vitest';
import { createMarket } from './market';

const NOW = Date.UTC(2026, 10, 18, 15, 37, 12, 345);

test('the same seed gives the same snapshot, bars and ticks, even from a fresh market', () => {
  const a = createMarket({ seed: 42 });
  const b = createMarket({ seed: 42 });
  // Ask b in a different order first, so memoisation order cannot matter.
  b.bars('AAPL', 'Y', { count: 5, nowMs: NOW });
  b.ticks('AAPL', NOW, 50);
  expect(b.snapshot('AAPL', NOW)).toEqual(a.snapshot('AAPL', NOW));
  for (const timespan of ['M1', 'M15', 'D', 'W', 'Y'] as const) {
    expect(b.bars('AAPL', timespan, { count: 50, nowMs: NOW })).toEqual(
      a.bars('AAPL', timespan, { count: 50, nowMs: NOW }),
    );
  }
  expect(b.ticks('AAPL', NOW, 100)).toEqual(a.ticks('AAPL', NOW, 100));
  expect(b.depth('AAPL', NOW, 10)).toEqual(a.depth('AAPL', NOW, 10));
});

test('a different seed gives a different history', () => {
  const a = createMarket({ seed: 42 });
  const b = createMarket({ seed: 43 });
  expect(b.snapshot('AAPL', NOW).price).not.toBe(a.snapshot('AAPL', NOW).price);
  const closes = (m: typeof a) => m.bars('SPY', 'D', { count: 20, nowMs: NOW }).map((bar) => bar.close);
  expect(closes(b)).not.toEqual(closes(a));
});

test('history does not change as time moves on: a bar asked later equals the same bar asked earlier', () => {
  const market = createMarket({ seed: 42 });
  const dayAfter = NOW + 86_400_000;
  const earlier = market.bars('MSFT', 'D', { count: 10, nowMs: NOW }).slice(1);
  // Guard against a vacuous pass: two empty lists would also be equal.
  expect(earlier).toHaveLength(9);
  const later = market.bars('MSFT', 'D', { count: 9, nowMs: dayAfter, endMs: (earlier[0]?.time ?? 0) + 1 });
  expect(later).toEqual(earlier);
  const minute = market.bars('MSFT', 'M1', { count: 2, nowMs: NOW })[1];
  expect(minute).toBeDefined();
  const again = market.bars('MSFT', 'M1', {
    count: 1,
    nowMs: dayAfter,
    startMs: minute?.time,
    endMs: (minute?.time ?? 0) + 1,
  })[0];
  expect(again).toEqual(minute);
});

test('prices are plausible for their ticker', () => {
  const market = createMarket({ seed: 42 });
  const price = (symbol: string) => Number(market.snapshot(symbol, NOW).price);
  expect(price('AAPL')).toBeGreaterThan(80);
  expect(price('AAPL')).toBeLessThan(600);
  expect(price('BRK.B')).toBeGreaterThan(150);
  expect(price('F')).toBeLessThan(40);
  expect(price('SPY')).toBeGreaterThan(200);
});
