import { dayOfDate, usSessionDay } from '@contracts/us-market-calendar';
import { easternParts } from '@src/lib/eastern-time';

const INTRADAY = new Set(['M1', 'M5', 'M15', 'M30', 'M60', 'M120', 'M240']);

/** Minute bars only ('M' alone is the monthly bar). */
export function isIntradayTimespan(timespan: string): boolean {
  return INTRADAY.has(timespan);
}

/**
 * The trading day (a New York day number) a bar starting at `ms` belongs to. A trading day runs
 * from 20:00 the evening before (overnight) to 20:00, so an evening bar opens the next day's
 * VWAP: docs/chart-research.md#indicators
 */
export function tradingDayOf(ms: number): number {
  const parts = easternParts(ms);
  return usSessionDay(dayOfDate(parts.year, parts.month, parts.day), parts.hour * 60 + parts.minute);
}
