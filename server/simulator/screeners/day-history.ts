import { dateOfDay, dayOfDate } from '@market/calendar';
import { dayOf, dayStartMs } from '@market/eastern-time';
import type { Market } from '../market/market';
import type { SimBar } from '../market/types';

/** Daily bars before the session day, enough for every look-back a screener uses (52 weeks of trading days). */
export const HISTORY_BARS = 270;

/**
 * Finished daily bars of a symbol before trading day `sessionDay`, newest first: index 0 is the
 * previous trading day. Weekends and holidays have no bar. Past days never change, so the
 * caller memoises this per session day.
 */
export function pastDailyBars(market: Market, symbol: string, sessionDay: number, nowMs: number): SimBar[] {
  return market.bars(symbol, 'D', { count: HISTORY_BARS, nowMs, endMs: dayStartMs(sessionDay) });
}

/** Eastern day of a daily bar. */
export function barDay(bar: SimBar): number {
  return dayOf(bar.time);
}

/** The same date `months` calendar months before `day` (the month's last day when it is shorter). */
export function monthsBefore(day: number, months: number): number {
  const { year, month, day: dayOfMonth } = dateOfDay(day);
  const index = year * 12 + (month - 1) - months;
  const target = { year: Math.floor(index / 12), month: (index % 12) + 1 };
  const last = dayOfDate(target.month === 12 ? target.year + 1 : target.year, (target.month % 12) + 1, 1) - 1;
  return Math.min(dayOfDate(target.year, target.month, dayOfMonth), last);
}

/** The newest bar on or before `day` (bars newest first), if the history reaches that far. */
export function barOnOrBefore(bars: readonly SimBar[], day: number): SimBar | undefined {
  return bars.find((bar) => barDay(bar) <= day);
}
