import { expect, test } from 'vitest';
import { dayOf, dayStartMs, minutesInDay, sessionAt } from './eastern-time';
import { dayFromCivil } from './calendar';

test('sessions follow the New York clock in winter (EST, UTC-5)', () => {
  const at = (h: number, m: number) => sessionAt(Date.UTC(2026, 0, 14, h, m));
  expect([at(8, 59), at(9, 0), at(14, 29), at(14, 30), at(20, 59), at(21, 0), at(0, 59), at(1, 0)]).toEqual([
    'OVN',
    'PRE',
    'PRE',
    'RTH',
    'RTH',
    'ATH',
    'ATH',
    'OVN',
  ]);
});

test('sessions follow the New York clock in summer (EDT, UTC-4)', () => {
  const at = (h: number, m: number) => sessionAt(Date.UTC(2026, 6, 14, h, m));
  expect([at(7, 59), at(8, 0), at(13, 29), at(13, 30), at(19, 59), at(20, 0), at(23, 59), at(0, 0)]).toEqual([
    'OVN',
    'PRE',
    'PRE',
    'RTH',
    'RTH',
    'ATH',
    'ATH',
    'OVN',
  ]);
});

test('sessions run on weekends too (the simulated market never closes)', () => {
  expect(sessionAt(Date.UTC(2026, 10, 21, 16, 0))).toBe('RTH');
});

test('DST change days are 23 and 25 hours long and start at New York midnight', () => {
  const spring = dayFromCivil(2026, 3, 8);
  const autumn = dayFromCivil(2026, 11, 1);
  expect(dayStartMs(spring)).toBe(Date.UTC(2026, 2, 8, 5));
  expect(minutesInDay(spring)).toBe(1380);
  expect(dayStartMs(autumn)).toBe(Date.UTC(2026, 10, 1, 4));
  expect(minutesInDay(autumn)).toBe(1500);
  // The regular session still opens at 09:30 local on both.
  expect(sessionAt(Date.UTC(2026, 2, 8, 13, 30))).toBe('RTH');
  expect(sessionAt(Date.UTC(2026, 10, 1, 14, 29))).toBe('PRE');
});

test('an instant belongs to the Eastern day whose midnight precedes it', () => {
  expect(dayOf(Date.UTC(2026, 10, 18, 4, 59, 59, 999))).toBe(dayFromCivil(2026, 11, 17));
  expect(dayOf(Date.UTC(2026, 10, 18, 5))).toBe(dayFromCivil(2026, 11, 18));
  expect(dayOf(Date.UTC(2026, 6, 18, 4))).toBe(dayFromCivil(2026, 7, 18));
});
