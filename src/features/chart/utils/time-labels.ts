import type { Timespan } from '@contracts/common';
import {
  formatEasternClock,
  formatEasternDate,
  formatEasternMonth,
  formatEasternMonthDay,
  formatEasternMonthYear,
} from '@src/lib/eastern-time';
import { easternParts } from '@market/eastern-time';
import { isIntraday } from './chart-data';

/** Which axis label the chart wants: its tick-mark weight, in our own words. */
export type TickKind = 'year' | 'month' | 'day' | 'time' | 'seconds';

/** Axis labels in New York time. */
export function formatTick(ms: number, kind: TickKind): string {
  switch (kind) {
    case 'year':
      return String(easternParts(ms).year);
    case 'month':
      return formatEasternMonth(ms);
    case 'day':
      return formatEasternMonthDay(ms);
    case 'time':
      return formatEasternClock(ms);
    case 'seconds':
      return formatEasternClock(ms, true);
  }
}

/** A bar's start as people read it for this timespan: date for D and longer, else date and time. */
export function formatBarTime(ms: number, timespan: Timespan): string {
  if (timespan === 'M') return formatEasternMonthYear(ms);
  if (timespan === 'Y') return String(easternParts(ms).year);
  if (!isIntraday(timespan)) return formatEasternDate(ms);
  return `${formatEasternDate(ms)} ${formatEasternClock(ms)} ET`;
}
