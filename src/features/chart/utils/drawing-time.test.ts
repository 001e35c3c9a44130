import { expect, test } from 'vitest';
import { logicalToTime, shiftTimeByBars, timeToLogical } from './drawing-time';

const MIN5 = 300_000;
// Three five-minute bars, a gap (the night), then two more.
const times = [0, MIN5, 2 * MIN5, 100 * MIN5, 101 * MIN5];

test('a bar open is its index, and a time inside a bar is a fraction of its span', () => {
  expect(timeToLogical(times, MIN5)).toBe(1);
  expect(timeToLogical(times, 100 * MIN5)).toBe(3);
  expect(timeToLogical(times, MIN5 + MIN5 / 2)).toBe(1.5);
  // Inside the gap: a fraction of the gap, so the point sits between the two bars.
  expect(timeToLogical(times, 51 * MIN5)).toBe(2.5);
});

test('past either end the nearest span continues, so a drawing can reach into the future', () => {
  expect(timeToLogical(times, 103 * MIN5)).toBe(6);
  expect(timeToLogical(times, -2 * MIN5)).toBe(-2);
  expect(logicalToTime(times, 6)).toBe(103 * MIN5);
  expect(logicalToTime(times, -2)).toBe(-2 * MIN5);
});

test('time and logical index convert back and forth', () => {
  for (const time of [0, 150_000, MIN5 * 2, 40 * MIN5, 100 * MIN5, 107 * MIN5, -MIN5]) {
    const logical = timeToLogical(times, time);
    expect(logical).not.toBeNull();
    expect(logicalToTime(times, logical ?? 0)).toBe(time);
  }
});

test('a time drawn on five-minute bars falls inside its day on daily bars', () => {
  const DAY = 86_400_000;
  const days = [0, DAY, 2 * DAY];
  // 10:35 of the second day is a little past that day's bar.
  const logical = timeToLogical(days, DAY + 10.5 * 3_600_000) ?? 0;
  expect(Math.floor(logical)).toBe(1);
  expect(logical).toBeGreaterThan(1);
});

test('shifting by a bar steps over the gap from bar to bar', () => {
  expect(shiftTimeByBars(times, 2 * MIN5, 1)).toBe(100 * MIN5);
  expect(shiftTimeByBars(times, 100 * MIN5, -1)).toBe(2 * MIN5);
  expect(shiftTimeByBars(times, 101 * MIN5, 1)).toBe(102 * MIN5);
});

test('without bars there is no position', () => {
  expect(timeToLogical([], 0)).toBeNull();
  expect(logicalToTime([], 0)).toBeNull();
  expect(shiftTimeByBars([], 5, 1)).toBe(5);
});
