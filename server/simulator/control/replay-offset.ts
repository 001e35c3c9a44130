import { nextTradingDay } from '../market/trading-days';
import { sessionAt, sessionDayAt, tradingDayAt, windowOf } from '../market/trading-window';

const DAY_MS = 86_400_000;
/** Longest shift tried: two weeks covers every closure but multi-day emergencies (2001, 2012). */
const MAX_DAYS_BACK = 14;

/** Whether the market trades at every instant of [fromMs, toMs). */
function tradesThroughout(fromMs: number, toMs: number): boolean {
  let cursor = fromMs;
  while (cursor < toMs) {
    const day = tradingDayAt(cursor);
    if (day === undefined) return false;
    cursor = windowOf(day).endMs;
  }
  return true;
}

/**
 * How far (ms, whole days) market time stands behind the wall clock at wall instant `wallMs`:
 * 0 while the exchange trades; during a closure (a weekend, a holiday, the evening after an
 * early close), the fewest whole days k such that the entire closure, moved k days back, falls
 * on trading time, so it replays the latest trading days that can fill it at the same time of
 * day and ends where the exchange reopens. 0 when no such k exists (the market is then closed).
 */
export function replayOffsetAt(wallMs: number): number {
  if (sessionAt(wallMs) !== 'CLOSED') return 0;
  const last = sessionDayAt(wallMs);
  if (last === undefined) return 0;
  const closedFrom = windowOf(last).endMs;
  const reopens = windowOf(nextTradingDay(last)).startMs;
  for (let days = 1; days <= MAX_DAYS_BACK; days += 1) {
    const shift = days * DAY_MS;
    if (tradesThroughout(closedFrom - shift, reopens - shift)) return shift;
  }
  return 0;
}
