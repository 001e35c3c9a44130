import { dayOf, dayStartMs } from '@market/eastern-time';
import type { Market } from '../market/market';
import type { SimBar } from '../market/types';

const DAY_MS = 86_400_000;

/** Calendar date (YYYY-MM-DD) of a daily bar, which starts at midnight New York time. */
export function barDate(bar: SimBar): string {
  return new Date(bar.time + 12 * 3_600_000).toISOString().slice(0, 10);
}

/** Start of the first day not yet closed at nowMs: fund values use closes only. */
export function todayStartMs(nowMs: number): number {
  return dayStartMs(dayOf(nowMs));
}

/** The `count` newest closed daily bars ending on or before the UTC date `lastDayMs`, newest first. */
export function closedDays(market: Market, symbol: string, nowMs: number, count: number, lastDayMs?: number): SimBar[] {
  const closedEnd = todayStartMs(nowMs);
  const endMs = lastDayMs === undefined ? closedEnd : Math.min(closedEnd, lastDayMs + DAY_MS);
  return market.bars(symbol, 'D', { count, nowMs, endMs });
}

/** Close of the day that contains the UTC date `dayMs` (or the newest closed day before it). */
export function closeOn(market: Market, symbol: string, nowMs: number, dayMs: number): SimBar | undefined {
  return closedDays(market, symbol, nowMs, 1, dayMs)[0];
}
