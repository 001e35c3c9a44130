import { expect, test } from 'vitest';
import { dayOfDate } from './us-market-calendar';
import { hasOvernightAfter, nextOpening } from './us-market-openings';

const day = (month: number, date: number) => dayOfDate(2026, month, date);

test('the next regular open is today before 09:30, else the next trading day, past weekends and holidays', () => {
  expect(nextOpening('regular', { day: day(11, 18), minute: 9 * 60 })).toEqual({ day: day(11, 18), minute: 570 });
  expect(nextOpening('regular', { day: day(11, 18), minute: 9 * 60 + 30 })).toEqual({ day: day(11, 18), minute: 570 });
  expect(nextOpening('regular', { day: day(11, 18), minute: 9 * 60 + 31 })).toEqual({ day: day(11, 19), minute: 570 });
  // Wednesday before Thanksgiving: Thursday is closed, Friday opens as usual (and closes early).
  expect(nextOpening('regular', { day: day(11, 25), minute: 17 * 60 })).toEqual({ day: day(11, 27), minute: 570 });
  expect(nextOpening('regular', { day: day(11, 27), minute: 13 * 60 })).toEqual({ day: day(11, 30), minute: 570 });
  // Christmas Day 2026 is a Friday.
  expect(nextOpening('regular', { day: day(12, 24), minute: 14 * 60 })).toEqual({ day: day(12, 28), minute: 570 });
});

test('extended hours open at 04:00 on trading days; the overnight session only into a trading day', () => {
  expect(nextOpening('extended', { day: day(11, 27), minute: 17 * 60 })).toEqual({ day: day(11, 30), minute: 240 });
  expect(nextOpening('overnight', { day: day(11, 27), minute: 14 * 60 })).toEqual({ day: day(11, 29), minute: 1200 });
  expect(nextOpening('overnight', { day: day(11, 18), minute: 14 * 60 })).toEqual({ day: day(11, 18), minute: 1200 });
  expect([25, 26, 27, 28, 29].map((date) => hasOvernightAfter(day(11, date)))).toEqual([
    false,
    true,
    false,
    false,
    true,
  ]);
});
