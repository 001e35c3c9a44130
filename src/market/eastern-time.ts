import { isoDateOfDay } from './calendar';
import type { MarketMoment } from './openings';
import { US_MARKET_TIME_ZONE } from './sessions';

// The New York clock every program reads the market by, DST-aware via Intl. A "day" is an Eastern
// calendar day numbered like Unix days (day 0 = 1970-01-01 in New York). Intl is slow, so each
// day's start is memoised and instants are placed by arithmetic from it.

/** One minute in ms; intraday bars are aligned to multiples of it. */
export const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Wall-clock fields of an instant in New York (DST-aware through Intl). */
export type EasternParts = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const partsFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: US_MARKET_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

export function easternParts(ms: number): EasternParts {
  const fields = new Map(partsFormatter.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  const read = (name: Intl.DateTimeFormatPartTypes) => Number(fields.get(name) ?? '0');
  return {
    year: read('year'),
    month: read('month'),
    day: read('day'),
    hour: read('hour') % 24,
    minute: read('minute'),
    second: read('second'),
  };
}

/** New York wall clock minus UTC at instant ms (-4 h or -5 h). */
function offsetAt(ms: number): number {
  const p = easternParts(ms);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(ms / 1000) * 1000;
}

const dayStarts = new Map<number, number>();

/** UTC ms of 00:00 New York time on Eastern day `day`. */
export function dayStartMs(day: number): number {
  const cached = dayStarts.get(day);
  if (cached !== undefined) return cached;
  // 05:00Z is between 00:00 and 01:00 New York time in both EST and EDT, before any 02:00 switch,
  // so its offset is the offset at that day's midnight.
  const offset = offsetAt(day * DAY_MS + 5 * HOUR_MS);
  const start = day * DAY_MS - offset;
  dayStarts.set(day, start);
  return start;
}

/** Eastern day containing instant ms. */
export function dayOf(ms: number): number {
  // New York is 4 or 5 hours behind UTC, so the day is one of two candidates.
  const candidate = Math.floor((ms - 4 * HOUR_MS) / DAY_MS);
  return ms >= dayStartMs(candidate) ? candidate : candidate - 1;
}

/** Length of Eastern day `day` in minutes: 1380, 1440 or 1500. */
export function minutesInDay(day: number): number {
  return (dayStartMs(day + 1) - dayStartMs(day)) / MINUTE_MS;
}

/**
 * Wall-clock minute of the day (0..1439) for elapsed minute `index` of a day of `length` minutes.
 * DST switches happen at 02:00, so before minute 120 the clock equals elapsed time and after it
 * the clock is measured back from the next midnight.
 */
export function clockMinute(index: number, length: number): number {
  return index < 120 ? index : 1440 - (length - index);
}

/** Elapsed minute index of wall-clock minute `clock` (>= 120) on a day of `length` minutes. */
export function indexOfClockMinute(clock: number, length: number): number {
  return clock < 120 ? clock : length - (1440 - clock);
}

/** UTC ms at which wall-clock minute `clock` (>= 02:00) begins on Eastern day `day`. */
export function clockMs(day: number, clock: number): number {
  return dayStartMs(day) + indexOfClockMinute(clock, minutesInDay(day)) * MINUTE_MS;
}

/** The New York day and wall-clock minute (0..1439) of instant ms. */
export function marketMomentAt(ms: number): MarketMoment {
  const day = dayOf(ms);
  const index = Math.floor((ms - dayStartMs(day)) / MINUTE_MS);
  return { day, minute: clockMinute(index, minutesInDay(day)) };
}

/** `YYYY-MM-DD` of instant ms in New York, where the provider's calendar dates live. */
export function easternIsoDate(ms: number): string {
  return isoDateOfDay(marketMomentAt(ms).day);
}
