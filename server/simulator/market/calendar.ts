import { dateOfDay, dayOfDate, weekdayOfDay } from '@market/calendar';

// Bar periods on day numbers (day 0 = 1970-01-01): the civil dates are the market's calendar's.

/** First day of the W (Monday), M (1st) or Y (Jan 1) period containing `day`. */
export function periodStartDay(day: number, period: 'W' | 'M' | 'Y'): number {
  if (period === 'W') return day - ((weekdayOfDay(day) + 6) % 7);
  const { year, month } = dateOfDay(day);
  return period === 'M' ? dayOfDate(year, month, 1) : dayOfDate(year, 1, 1);
}

/** First day of the period after the one starting at `start`. */
export function nextPeriodStartDay(start: number, period: 'W' | 'M' | 'Y'): number {
  if (period === 'W') return start + 7;
  const { year, month } = dateOfDay(start);
  if (period === 'Y') return dayOfDate(year + 1, 1, 1);
  return month === 12 ? dayOfDate(year + 1, 1, 1) : dayOfDate(year, month + 1, 1);
}
