import { expect, test } from 'vitest';
import { nextPeriodStartDay, periodStartDay } from './calendar';
import { dayOfDate, weekdayOfDay } from '@market/calendar';

test('weeks start on Monday, months on the 1st, years on January 1', () => {
  const wednesday = dayOfDate(2026, 11, 18);
  expect(weekdayOfDay(wednesday)).toBe(3);
  expect(periodStartDay(wednesday, 'W')).toBe(dayOfDate(2026, 11, 16));
  expect(periodStartDay(dayOfDate(2026, 11, 22), 'W')).toBe(dayOfDate(2026, 11, 16));
  expect(periodStartDay(wednesday, 'M')).toBe(dayOfDate(2026, 11, 1));
  expect(periodStartDay(wednesday, 'Y')).toBe(dayOfDate(2026, 1, 1));
  expect(nextPeriodStartDay(dayOfDate(2026, 12, 1), 'M')).toBe(dayOfDate(2027, 1, 1));
  expect(nextPeriodStartDay(dayOfDate(2026, 1, 1), 'Y')).toBe(dayOfDate(2027, 1, 1));
});
