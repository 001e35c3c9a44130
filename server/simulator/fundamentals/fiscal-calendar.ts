import { isUsTradingDay } from '@market/calendar';
import { uniform } from '../market/hash';
import { FSTREAM } from './streams';

// Every simulated company reports on calendar quarters (fiscal year = calendar year). A quarter
// is numbered `year * 4 + (q - 1)`, so consecutive quarters are consecutive integers.

const DAY_MS = 86_400_000;

/** Results go out after the close: 16:30 New York is 21:30 UTC in winter, 20:30 in summer. */
const RELEASE_UTC_MS = 21.5 * 3_600_000;

export interface FiscalQuarter {
  fiscal_year: number;
  /** 1..4 */
  fiscal_period: number;
}

export function quarterOf(index: number): FiscalQuarter {
  return { fiscal_year: Math.floor(index / 4), fiscal_period: (index % 4) + 1 };
}

export function quarterIndex(year: number, period: number): number {
  return year * 4 + period - 1;
}

export function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Last calendar day of the quarter (UTC midnight, ms). */
export function quarterEndMs(index: number): number {
  const { fiscal_year, fiscal_period } = quarterOf(index);
  return Date.UTC(fiscal_year, fiscal_period * 3, 0);
}

/** The first trading day on or after the UTC date `ms` (companies report on days the exchange trades). */
function onTradingDay(ms: number): number {
  let day = ms;
  while (!isUsTradingDay(Math.round(day / DAY_MS))) day += DAY_MS;
  return day;
}

/**
 * The day a quarter's results are published: 24..43 days after the quarter ends (a fixed habit
 * per company, +/- 3 days per quarter), 12 days later for the fourth quarter (annual report),
 * always on a trading day (never a weekend or an exchange holiday).
 */
export function reportDayMs(key: number, index: number): number {
  const lag = 24 + Math.floor(uniform(key, FSTREAM.reportLag) * 20);
  const jitter = Math.floor(uniform(key, FSTREAM.reportJitter, index) * 7) - 3;
  const annual = index % 4 === 3 ? 12 : 0;
  return onTradingDay(quarterEndMs(index) + (lag + jitter + annual) * DAY_MS);
}

/** Whether the quarter's results are out at nowMs (released after the close on report day). */
export function isReported(key: number, index: number, nowMs: number): boolean {
  return reportDayMs(key, index) + RELEASE_UTC_MS <= nowMs;
}

/** The newest quarter whose results are out at nowMs. */
export function latestReported(key: number, nowMs: number): number {
  const now = new Date(nowMs);
  let index = quarterIndex(now.getUTCFullYear(), Math.floor(now.getUTCMonth() / 3) + 1);
  while (!isReported(key, index, nowMs)) index -= 1;
  return index;
}
