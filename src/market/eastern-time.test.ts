import { expect, test } from 'vitest';
import { dayOf, dayStartMs, easternIsoDate, easternParts, marketMomentAt, minutesInDay } from './eastern-time';
import { dayOfDate } from './calendar';

test('DST change days are 23 and 25 hours long and start at New York midnight', () => {
  const spring = dayOfDate(2026, 3, 8);
  const autumn = dayOfDate(2026, 11, 1);
  expect(dayStartMs(spring)).toBe(Date.UTC(2026, 2, 8, 5));
  expect(minutesInDay(spring)).toBe(1380);
  expect(dayStartMs(autumn)).toBe(Date.UTC(2026, 10, 1, 4));
  expect(minutesInDay(autumn)).toBe(1500);
});

test('an instant belongs to the Eastern day whose midnight precedes it', () => {
  expect(dayOf(Date.UTC(2026, 10, 18, 4, 59, 59, 999))).toBe(dayOfDate(2026, 11, 17));
  expect(dayOf(Date.UTC(2026, 10, 18, 5))).toBe(dayOfDate(2026, 11, 18));
  expect(dayOf(Date.UTC(2026, 6, 18, 4))).toBe(dayOfDate(2026, 7, 18));
});

test("an instant's New York date and minute, also across midnight UTC", () => {
  expect(easternIsoDate(Date.parse('2026-11-19T03:00:00Z'))).toBe('2026-11-18');
  expect(marketMomentAt(Date.parse('2026-11-27T18:00:00Z'))).toEqual({ day: dayOfDate(2026, 11, 27), minute: 780 });
  expect(marketMomentAt(Date.parse('2026-07-01T03:59:00Z'))).toEqual({ day: dayOfDate(2026, 6, 30), minute: 1439 });
  expect(easternParts(Date.parse('2026-03-08T07:30:05Z'))).toEqual({
    year: 2026,
    month: 3,
    day: 8,
    hour: 3,
    minute: 30,
    second: 5,
  });
});
