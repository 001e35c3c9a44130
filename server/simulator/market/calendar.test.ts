import { expect, test } from 'vitest';
import { civilFromDay, dayFromCivil, nextPeriodStartDay, periodStartDay, weekdayOf } from './calendar';

test('day numbers round-trip with civil dates and match Unix days', () => {
  expect(dayFromCivil(1970, 1, 1)).toBe(0);
  expect(dayFromCivil(2026, 11, 18)).toBe(Date.UTC(2026, 10, 18) / 86_400_000);
  for (const day of [-1, 0, 59, 7305, 11016, 20775, 30000]) {
    const { year, month, dayOfMonth } = civilFromDay(day);
    expect(dayFromCivil(year, month, dayOfMonth)).toBe(day);
  }
  expect(civilFromDay(dayFromCivil(2024, 2, 29))).toEqual({ year: 2024, month: 2, dayOfMonth: 29 });
});

test('weeks start on Monday, months on the 1st, years on January 1', () => {
  const wednesday = dayFromCivil(2026, 11, 18);
  expect(weekdayOf(wednesday)).toBe(3);
  expect(periodStartDay(wednesday, 'W')).toBe(dayFromCivil(2026, 11, 16));
  expect(periodStartDay(dayFromCivil(2026, 11, 22), 'W')).toBe(dayFromCivil(2026, 11, 16));
  expect(periodStartDay(wednesday, 'M')).toBe(dayFromCivil(2026, 11, 1));
  expect(periodStartDay(wednesday, 'Y')).toBe(dayFromCivil(2026, 1, 1));
  expect(nextPeriodStartDay(dayFromCivil(2026, 12, 1), 'M')).toBe(dayFromCivil(2027, 1, 1));
  expect(nextPeriodStartDay(dayFromCivil(2026, 1, 1), 'Y')).toBe(dayFromCivil(2027, 1, 1));
});
