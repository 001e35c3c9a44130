import { expect, test } from 'vitest';
import { linePriceAt } from './line-price';

const trend = [
  { time: 1_000, price: 100 },
  { time: 3_000, price: 120 },
] as const;

test("a trend line's price between its points is linear in time", () => {
  expect(linePriceAt(trend, 1_000)).toBe(100);
  expect(linePriceAt(trend, 2_000)).toBe(110);
  expect(linePriceAt(trend, 3_000)).toBe(120);
});

test('a trend line extends both ways beyond its points', () => {
  expect(linePriceAt(trend, 5_000)).toBe(140);
  expect(linePriceAt(trend, 0)).toBe(90);
});

test('a one-point line has its price at every time', () => {
  expect(linePriceAt([{ time: 1_000, price: 42 }], 9e12)).toBe(42);
});
