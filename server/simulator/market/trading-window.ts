import { usTradingHours } from '@market/calendar';
import { AFTER_HOURS_CLOSE_MINUTE, PRE_MARKET_OPEN_MINUTE } from '@market/sessions';
import { EPOCH_DAY } from './epoch';
import { clockMs, dayOf, MINUTE_MS } from '@market/eastern-time';
import { isTradingDay, nextTradingDay, previousTradingDay, tradingDayOnOrBefore } from './trading-days';
import type { TradingSession } from './types';

/**
 * Everything that trades for one trading day, as one unbroken run of minutes: the overnight
 * session from 20:00 the evening before, pre-market from 04:00, regular hours from 09:30 and
 * after hours until 20:00 (17:00 after a 13:00 early close). 20:00 the evening before is
 * never on a daylight-saving switch (those happen at 02:00 on Sundays, and no trading day is a
 * Sunday), so minute i of the window starts at startMs + i minutes.
 */
export interface TradingWindow {
  day: number;
  startMs: number;
  endMs: number;
  /** Minutes in the window: 1440, or 1260 on an early-close day. */
  minutes: number;
  /** Minute indexes where pre-market, regular hours and after hours begin. */
  preIndex: number;
  openIndex: number;
  closeIndex: number;
}

const windows = new Map<number, TradingWindow>();

/** The window of trading day `day`; throws when the exchange does not trade that day. */
export function windowOf(day: number): TradingWindow {
  const cached = windows.get(day);
  if (cached !== undefined) return cached;
  const hours = usTradingHours(day);
  if (hours === undefined || !isTradingDay(day)) throw new Error(`day ${String(day)} is not a trading day`);
  const startMs = clockMs(day - 1, AFTER_HOURS_CLOSE_MINUTE);
  const index = (ms: number) => (ms - startMs) / MINUTE_MS;
  const endMs = clockMs(day, hours.postClose);
  const window: TradingWindow = {
    day,
    startMs,
    endMs,
    minutes: index(endMs),
    preIndex: index(clockMs(day, PRE_MARKET_OPEN_MINUTE)),
    openIndex: index(clockMs(day, hours.regularOpen)),
    closeIndex: index(clockMs(day, hours.regularClose)),
  };
  windows.set(day, window);
  return window;
}

/** Start (ms) of the regular session of trading day `day`, and its end. */
export function regularSpan(day: number): { fromMs: number; toMs: number } {
  const w = windowOf(day);
  return { fromMs: w.startMs + w.openIndex * MINUTE_MS, toMs: w.startMs + w.closeIndex * MINUTE_MS };
}

/** The first simulated trading day (1990-01-02: New Year's Day 1990 was a Monday holiday). */
export const FIRST_TRADING_DAY = nextTradingDay(EPOCH_DAY - 1);

/**
 * The trading day whose window is the latest to have started at ms: the one trading now, or
 * the last one before a closure. Undefined before the first simulated day.
 */
export function sessionDayAt(ms: number): number | undefined {
  // Only the window of the next Eastern day starts on this one (at 20:00).
  const day = dayOf(ms) + 1;
  if (day < FIRST_TRADING_DAY) return undefined;
  let candidate = tradingDayOnOrBefore(day);
  if (windowOf(candidate).startMs > ms) candidate = previousTradingDay(candidate);
  return candidate < FIRST_TRADING_DAY ? undefined : candidate;
}

/** The trading day whose window contains ms, or undefined when nothing trades at ms. */
export function tradingDayAt(ms: number): number | undefined {
  const day = sessionDayAt(ms);
  return day !== undefined && ms < windowOf(day).endMs ? day : undefined;
}

/** The first trading day whose window ends after ms (it may not have started yet). */
export function firstWindowEndingAfter(ms: number): number {
  const day = sessionDayAt(ms);
  if (day === undefined) return FIRST_TRADING_DAY;
  return ms < windowOf(day).endMs ? day : nextTradingDay(day);
}

/** The session at instant ms: overnight, pre-market, regular, after hours, or closed. */
export function sessionAt(ms: number): TradingSession {
  const day = tradingDayAt(ms);
  if (day === undefined) return 'CLOSED';
  const w = windowOf(day);
  const index = Math.floor((ms - w.startMs) / MINUTE_MS);
  if (index < w.preIndex) return 'OVN';
  if (index < w.openIndex) return 'PRE';
  if (index < w.closeIndex) return 'RTH';
  return 'ATH';
}

/**
 * The second whose quote (book sizes) is shown at nowMs: the current one while the exchange
 * trades, the second of the last trade while it is closed (the book freezes with the market).
 */
export function quoteSecond(nowMs: number, lastTradeMs: number): number {
  return Math.floor((tradingDayAt(nowMs) === undefined ? lastTradeMs : nowMs) / 1000);
}
