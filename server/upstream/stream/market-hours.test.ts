import { expect, test } from 'vitest';
import { isUsMarketActive, isUsMarketOpen } from './market-hours';

// 2026-11-18 is a Wednesday in standard time (UTC-5); 2026-07-15 a Wednesday in daylight time (UTC-4).
const winter = (hhmm: string) => Date.parse(`2026-11-18T${hhmm}:00Z`);
const summer = (hhmm: string) => Date.parse(`2026-07-15T${hhmm}:00Z`);

test('a weekday is active from the pre-market open at 04:00 to the after-hours close at 20:00 New York', () => {
  expect([winter('08:59'), winter('09:00'), winter('00:59'), winter('01:00')].map(isUsMarketActive)).toEqual([
    false,
    true,
    true,
    false,
  ]);
  expect(
    [summer('07:59'), summer('08:00'), summer('23:59'), Date.parse('2026-07-16T00:00:00Z')].map(isUsMarketActive),
  ).toEqual([false, true, true, false]);
});

test('weekends are never active', () => {
  expect(isUsMarketActive(Date.parse('2026-11-21T15:00:00Z'))).toBe(false);
  expect(isUsMarketActive(Date.parse('2026-11-22T15:00:00Z'))).toBe(false);
});

test('holidays are never active, and an early close ends the day at 17:00', () => {
  // Thanksgiving 2026-11-26 at 11:00; the Friday after at 16:59 and 17:00 New York.
  expect(isUsMarketActive(Date.parse('2026-11-26T16:00:00Z'))).toBe(false);
  expect(isUsMarketActive(Date.parse('2026-11-27T21:59:00Z'))).toBe(true);
  expect(isUsMarketActive(Date.parse('2026-11-27T22:00:00Z'))).toBe(false);
});

test('the market is open through the overnight sessions that lead into trading days, closed at weekends and holidays', () => {
  // Tuesday 02:00 New York (overnight): open, not liquid.
  expect(isUsMarketOpen(winter('07:00'))).toBe(true);
  expect(isUsMarketActive(winter('07:00'))).toBe(false);
  // Friday 21:00 (no overnight before a Saturday), Saturday noon, Sunday 20:30 (overnight into Monday).
  expect(isUsMarketOpen(Date.parse('2026-11-21T02:00:00Z'))).toBe(false);
  expect(isUsMarketOpen(Date.parse('2026-11-21T17:00:00Z'))).toBe(false);
  expect(isUsMarketOpen(Date.parse('2026-11-23T01:30:00Z'))).toBe(true);
  // Thanksgiving 2026-11-26 at noon; the evening after the Friday half day, 18:00.
  expect(isUsMarketOpen(Date.parse('2026-11-26T17:00:00Z'))).toBe(false);
  expect(isUsMarketOpen(Date.parse('2026-11-27T23:00:00Z'))).toBe(false);
});
