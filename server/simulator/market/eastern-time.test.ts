import { expect, test } from 'vitest';
import { dayOf, dayStartMs, minutesInDay } from './eastern-time';
import { dayFromCivil } from './calendar';

test('DST change days are 23 and 25 hours long and start at New York midnight', () => {
  const spring = dayFromCivil(2026, 3, 8);
  const autumn = dayFromCivil(2026, 11, 1);
  expect(dayStartMs(spring)).toBe(Date.UTC(2026, 2, 8, 5));
  expect(minutesInDay(spring)).toBe(1380);
  expect(dayStartMs(autumn)).toBe(Date.UTC(2026, 10, 1, 4));
  expect(minutesInDay(autumn)).toBe(1500);
});

test('an instant belongs to the Eastern day whose midnight precedes it', () => {
  expect(dayOf(Date.UTC(2026, 10, 18, 4, 59, 59, 999))).toBe(dayFromCivil(2026, 11, 17));
  expect(dayOf(Date.UTC(2026, 10, 18, 5))).toBe(dayFromCivil(2026, 11, 18));
  expect(dayOf(Date.UTC(2026, 6, 18, 4))).toBe(dayFromCivil(2026, 7, 18));
});
