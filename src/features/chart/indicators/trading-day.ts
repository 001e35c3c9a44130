import { dayOfDate, usSessionDay } from '@market/calendar';
import { easternParts } from '@market/eastern-time';

const INTRADAY = new Set(['M1', 'M5', 'M15', 'M30', 'M60', 'M120', 'M240']);

/** Minute bars only ('M' alone is the monthly bar). */
export function isIntradayTimespan(timespan: string): boolean {
  return INTRADAY.has(timespan);
}

const HOUR_MS = 3_600_000;
// New York is a whole number of hours from UTC and a trading day turns on the hour (20:00), so
// every instant of one UTC hour has the same trading day: one Intl call per hour, not per bar
// (a VWAP over 5,000 M5 bars spent 45 ms in Intl).
let memoHour = Number.NaN;
let memoDay = 0;

/**
 * The trading day (a New York day number) a bar starting at `ms` belongs to. A trading day runs
 * from 20:00 the evening before (overnight) to 20:00, so an evening bar opens the next day's
 * VWAP: docs/chart-research.md#indicators
 */
export function tradingDayOf(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS);
  if (hour !== memoHour) {
    const parts = easternParts(ms);
    memoDay = usSessionDay(dayOfDate(parts.year, parts.month, parts.day), parts.hour * 60 + parts.minute);
    memoHour = hour;
  }
  return memoDay;
}
