import { expect, test } from 'vitest';
import { dayOfDate } from '@market/calendar';
import { isTradingDay, nextTradingDay, previousTradingDay, tradingDayAt, tradingOrdinal } from './trading-days';
import { FIRST_TRADING_DAY, sessionAt, sessionDayAt, tradingDayAt as tradingDayOfMs, windowOf } from './trading-window';

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

test('weekends and holidays are closed; Sunday 20:00 opens the week; early closes end at 17:00', () => {
  expect(sessionAt(Date.UTC(2026, 10, 21, 16, 0))).toBe('CLOSED'); // Saturday 11:00
  expect(sessionAt(Date.UTC(2026, 10, 22, 0, 59))).toBe('CLOSED'); // Saturday 19:59 EST
  expect(sessionAt(Date.UTC(2026, 10, 23, 0, 59))).toBe('CLOSED'); // Sunday 19:59 EST
  expect(sessionAt(Date.UTC(2026, 10, 23, 1, 0))).toBe('OVN'); // Sunday 20:00 EST
  expect(sessionAt(Date.UTC(2026, 10, 26, 15, 0))).toBe('CLOSED'); // Thanksgiving 10:00
  expect(sessionAt(Date.UTC(2026, 10, 27, 17, 59))).toBe('RTH'); // Friday 12:59
  expect(sessionAt(Date.UTC(2026, 10, 27, 18, 0))).toBe('ATH'); // Friday 13:00
  expect(sessionAt(Date.UTC(2026, 10, 27, 22, 0))).toBe('CLOSED'); // Friday 17:00
  // The DST switches (Sunday 02:00) never fall inside a trading window.
  expect(sessionAt(Date.UTC(2026, 2, 8, 13, 30))).toBe('CLOSED');
  expect(sessionAt(Date.UTC(2026, 2, 9, 13, 30))).toBe('RTH');
});

test('a trading window runs from 20:00 the evening before to the after-hours close', () => {
  const monday = dayOfDate(2026, 3, 9);
  const w = windowOf(monday);
  expect(w.startMs).toBe(Date.UTC(2026, 2, 9, 0)); // Sunday 20:00 EDT
  expect(w.minutes).toBe(1440);
  expect([w.preIndex, w.openIndex, w.closeIndex]).toEqual([480, 810, 1200]);
  const early = windowOf(dayOfDate(2026, 11, 27));
  expect(early.minutes).toBe(1260);
  expect(early.closeIndex - early.openIndex).toBe(210);
});

test('the session day is the one trading, or the last one before a closure', () => {
  const friday = dayOfDate(2026, 11, 20);
  const monday = dayOfDate(2026, 11, 23);
  expect(sessionDayAt(Date.UTC(2026, 10, 21, 16))).toBe(friday);
  expect(tradingDayOfMs(Date.UTC(2026, 10, 21, 16))).toBeUndefined();
  expect(sessionDayAt(Date.UTC(2026, 10, 23, 1))).toBe(monday);
  expect(sessionDayAt(Date.UTC(2026, 10, 20, 0, 30))).toBe(friday - 1); // Thursday 19:30: Thursday's after hours
  expect(tradingDayOfMs(Date.UTC(2026, 10, 20, 1, 30))).toBe(friday); // Thursday 20:30: Friday's overnight
});

test('trading days are numbered in order and skip weekends and holidays', () => {
  const thursday = dayOfDate(2026, 11, 26);
  expect(isTradingDay(thursday)).toBe(false);
  expect(nextTradingDay(dayOfDate(2026, 11, 25))).toBe(dayOfDate(2026, 11, 27));
  expect(previousTradingDay(dayOfDate(2026, 11, 27))).toBe(dayOfDate(2026, 11, 25));
  const k = tradingOrdinal(dayOfDate(2026, 11, 25));
  expect(tradingDayAt(k + 1)).toBe(dayOfDate(2026, 11, 27));
  expect(tradingOrdinal(thursday)).toBe(k);
  expect(FIRST_TRADING_DAY).toBe(dayOfDate(1990, 1, 2));
  // About 252 trading days a year.
  expect(tradingOrdinal(dayOfDate(2026, 12, 31)) - tradingOrdinal(dayOfDate(2025, 12, 31))).toBe(251);
});
