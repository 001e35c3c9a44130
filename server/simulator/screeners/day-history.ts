import type { Market } from '../market/market';
import { dayOf } from '../market/eastern-time';
import type { SimBar } from '../market/types';

/** Daily bars before today, enough for every look-back a screener uses (52 weeks). */
export const HISTORY_DAYS = 364;

/**
 * Finished daily bars of a symbol before the Eastern day of nowMs, newest first: index 0 is
 * yesterday. Past days never change, so the caller memoises this per day.
 */
export function pastDailyBars(market: Market, symbol: string, nowMs: number): SimBar[] {
  const today = dayOf(nowMs);
  // The newest bar is today's in progress; drop it (its figures come from the snapshot).
  return market.bars(symbol, 'D', { count: HISTORY_DAYS + 1, nowMs }).filter((bar) => dayOf(bar.time) < today);
}
