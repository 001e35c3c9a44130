import { expect, test } from 'vitest';
import { alignToTimes, percentAt, percentFrom } from './compare-percent';

const points = [
  { time: 1, value: 50 },
  { time: 2, value: 40 },
  { time: 4, value: 60 },
  { time: 5, value: 55 },
];

test('percent is the change from the base in percent of the base', () => {
  expect(percentFrom(55, 50)).toBe(10);
  expect(percentFrom(40, 50)).toBe(-20);
});

test('the base is the first point at or after the first visible bar', () => {
  expect(percentAt(points, 2, 4)).toEqual({ percent: 50, baseTime: 2 });
  // No point at the first visible time: the next one, as the library searches to the right.
  expect(percentAt(points, 3, 5)).toEqual({ percent: percentFrom(55, 60), baseTime: 4 });
});

test('with the crosshair away the value is at the newest point', () => {
  expect(percentAt(points, undefined, undefined)).toEqual({ percent: 10, baseTime: 1 });
});

test('a hovered time the series has no point at gives no value', () => {
  expect(percentAt(points, 1, 3)).toBeUndefined();
  expect(percentAt([], 1, undefined)).toBeUndefined();
});

test("a compared symbol keeps only the main chart's bar times", () => {
  const bars = [
    { time: 1, close: '10.5' },
    { time: 2, close: '11' },
    { time: 3, close: '12' },
  ];
  expect(alignToTimes(bars, new Set([2, 3, 9]))).toEqual([
    { time: 2, value: 11 },
    { time: 3, value: 12 },
  ]);
});
