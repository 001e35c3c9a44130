import { expect, test } from 'vitest';
import { marketStatus } from './market-status';

/** New York time in late November 2026 (EST, UTC-5). */
const nov = (date: number, hour: number, minute = 0, second = 0) => Date.UTC(2026, 10, date, hour + 5, minute, second);

test('an ordinary day: pre-market, regular hours with the close, the last 15 minutes counted down, after hours', () => {
  expect(marketStatus(nov(25, 8)).text).toBe('Pre-market, opens 09:30 ET');
  expect(marketStatus(nov(25, 10, 30)).text).toBe('Regular hours, closes 16:00 ET');
  expect(marketStatus(nov(25, 15, 44, 59)).closing).toBe(false);
  expect(marketStatus(nov(25, 15, 52, 13))).toEqual({
    session: 'regular',
    closing: true,
    text: 'Regular hours, closes in 7:47',
  });
  expect(marketStatus(nov(25, 17)).text).toBe('After hours, until 20:00 ET');
});

test('the day after Thanksgiving closes early, and its evening opens Monday', () => {
  expect(marketStatus(nov(27, 8)).text).toBe('Pre-market, opens 09:30 ET, closes 13:00 ET (early close)');
  expect(marketStatus(nov(27, 10)).text).toBe('Regular hours, closes 13:00 ET (early close)');
  expect(marketStatus(nov(27, 12, 50)).text).toBe('Regular hours, closes in 10:00 (early close)');
  expect(marketStatus(nov(27, 13, 0, 30)).text).toBe('After hours, until 17:00 ET');
  // No overnight session into the weekend.
  expect(marketStatus(nov(27, 18))).toEqual({ session: 'closed', closing: false, text: 'Closed, opens Mon 09:30 ET' });
  expect(marketStatus(nov(28, 12)).text).toBe('Closed, opens Mon 09:30 ET');
});

test('a holiday is named, and the overnight session before a trading day says when regular hours open', () => {
  expect(marketStatus(nov(26, 11)).text).toBe('Closed (Thanksgiving Day), opens Fri 09:30 ET');
  expect(marketStatus(nov(29, 21)).text).toBe('Overnight, opens Mon 09:30 ET');
});
