import { expect, test } from 'vitest';
import { dayOfDate } from './calendar';
import { hasOvernightAfter, isAtOrAfter, nextOpening, windowEnd } from './openings';

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

test('a window ends at its close on the calendar: 13:00 on a half day, the next trading day after a closure', () => {
  const at = (d: number, hour: number, minute = 0) => ({ day: d, minute: hour * 60 + minute });
  // The half day after Thanksgiving: regular hours end at 13:00, after hours at 17:00.
  expect(windowEnd('regular', at(day(11, 27), 10))).toEqual(at(day(11, 27), 13));
  expect(windowEnd('extended', at(day(11, 27), 10))).toEqual(at(day(11, 27), 17));
  // Placed after that close, a regular-hours order works Monday and ends at Monday's 16:00.
  expect(windowEnd('regular', at(day(11, 27), 13))).toEqual(at(day(11, 30), 16));
  // On the weekend likewise; and its overnight window is Sunday evening's, ending Monday 04:00.
  expect(windowEnd('regular', at(day(11, 28), 12))).toEqual(at(day(11, 30), 16));
  expect(windowEnd('overnight', at(day(11, 27), 14))).toEqual(at(day(11, 30), 4));
  // The day before Thanksgiving: a full day, and the next window after its close is Friday's.
  expect(windowEnd('regular', at(day(11, 25), 15, 59))).toEqual(at(day(11, 25), 16));
  expect(windowEnd('regular', at(day(11, 25), 16))).toEqual(at(day(11, 27), 13));
  // On Thanksgiving itself nothing trades until the evening's overnight session.
  expect(windowEnd('extended', at(day(11, 26), 10))).toEqual(at(day(11, 27), 17));
  expect(windowEnd('overnight', at(day(11, 26), 10))).toEqual(at(day(11, 27), 4));
  // A Friday of a normal week: its after hours end at 20:00 and no overnight follows.
  expect(windowEnd('extended', at(day(11, 20), 19, 59))).toEqual(at(day(11, 20), 20));
  expect(windowEnd('overnight', at(day(11, 20), 19))).toEqual(at(day(11, 23), 4));
});

test('moments compare by day, then minute', () => {
  expect(isAtOrAfter({ day: 10, minute: 0 }, { day: 9, minute: 1439 })).toBe(true);
  expect(isAtOrAfter({ day: 9, minute: 780 }, { day: 9, minute: 780 })).toBe(true);
  expect(isAtOrAfter({ day: 9, minute: 779 }, { day: 9, minute: 780 })).toBe(false);
});
