import { expect, test } from 'vitest';
import { dayOrderExpiry, endsWithItsWindow } from './order-expiry';
import { marketMomentAt } from './eastern-time';
import { isExpiryReason } from './order-expiry-reasons';
import { dayOfDate } from './calendar';

/** An instant of New York time in November 2026 (EST, UTC-5). */
const newYork = (date: number, hour: number, minute = 0) => Date.UTC(2026, 10, date, hour + 5, minute);
const order = (session: string, placedAt: number, tif = 'DAY') => ({
  time_in_force: tif,
  session,
  placed_at: placedAt,
});

test('an instant is read as its New York day and minute', () => {
  expect(marketMomentAt(newYork(27, 13))).toEqual({ day: dayOfDate(2026, 11, 27), minute: 780 });
  expect(marketMomentAt(newYork(27, 23, 59))).toEqual({ day: dayOfDate(2026, 11, 27), minute: 1439 });
});

test('a regular-hours DAY order placed on the half day expires at 13:00, not 16:00', () => {
  const placed = order('CORE', newYork(27, 10));
  expect(dayOrderExpiry(placed, newYork(27, 12, 59))).toBeUndefined();
  expect(dayOrderExpiry(placed, newYork(27, 13))).toBe('expired at the close');
});

test('extended and overnight DAY orders expire at the end of their own windows on the calendar', () => {
  // Extended hours end at 17:00 on the half day.
  expect(dayOrderExpiry(order('ALL', newYork(27, 10)), newYork(27, 16, 59))).toBeUndefined();
  expect(dayOrderExpiry(order('ALL', newYork(27, 10)), newYork(27, 17))).toBe('expired at the end of after hours');
  // Placed in Friday's after hours, an overnight order waits for Sunday evening and ends Monday 04:00.
  const night = order('NIGHT', newYork(27, 14));
  expect(dayOrderExpiry(night, newYork(29, 23))).toBeUndefined();
  expect(dayOrderExpiry(night, newYork(30, 4))).toBe('expired at the end of the overnight session');
});

test('an order placed after the close, on a weekend or the day before a holiday works the next trading day', () => {
  // Wednesday before Thanksgiving, 17:00: Thursday is closed, so it works Friday's half day.
  const wednesday = order('CORE', newYork(25, 17));
  expect(dayOrderExpiry(wednesday, newYork(26, 16))).toBeUndefined();
  expect(dayOrderExpiry(wednesday, newYork(27, 12, 59))).toBeUndefined();
  expect(dayOrderExpiry(wednesday, newYork(27, 13))).toBe('expired at the close');
  // Saturday: Monday's full day, until 16:00.
  const saturday = order('CORE', newYork(28, 12));
  expect(dayOrderExpiry(saturday, newYork(30, 15, 59))).toBeUndefined();
  expect(dayOrderExpiry(saturday, newYork(30, 16))).toBe('expired at the close');
});

test('GTC orders, unknown sessions and orders without a placing time never expire by the day', () => {
  expect(dayOrderExpiry(order('CORE', newYork(27, 10), 'GTC'), newYork(30, 16))).toBeUndefined();
  expect(endsWithItsWindow(order('CORE', newYork(27, 10), 'GTC'))).toBe(false);
  expect(endsWithItsWindow(order('ALL_DAY', newYork(27, 10)))).toBe(false);
  expect(endsWithItsWindow({ time_in_force: 'DAY', session: 'CORE' })).toBe(false);
  expect(endsWithItsWindow(order('NIGHT', newYork(27, 10)))).toBe(true);
});

test('the reasons are recognised as expiries, other words are not', () => {
  expect(isExpiryReason('expired at the close')).toBe(true);
  expect(isExpiryReason('expired (DAY)')).toBe(false);
  expect(isExpiryReason(undefined)).toBe(false);
});
