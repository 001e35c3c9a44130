// The US exchange calendar as rules, for any year: which New York dates trade, which close
// early, and the session of a minute once the date is known. Pure: dates are day numbers
// (days since 1970-01-01, the New York calendar date, no time zone involved), minutes are
// minutes after New York midnight. Rules and sources: docs/protocol.md#trading-calendar

import {
  AFTER_HOURS_CLOSE_MINUTE,
  PRE_MARKET_OPEN_MINUTE,
  REGULAR_CLOSE_MINUTE,
  REGULAR_OPEN_MINUTE,
  type UsSession,
} from './sessions';

const DAY_MS = 86_400_000;

/** On an early-close day the regular session ends at 13:00 and after hours at 17:00. */
export const EARLY_REGULAR_CLOSE_MINUTE = 13 * 60;
export const EARLY_AFTER_HOURS_CLOSE_MINUTE = 17 * 60;

// Day numbers count days since 1970-01-01 (Unix days); the civil conversions are H. Hinnant's
// days_from_civil / civil_from_days, integer maths with no Date, as the simulator's bar
// generation converts a day per bar.

/** Day number of a civil date (month 1-12). */
export function dayOfDate(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** The civil date of a day number. */
export function dateOfDay(day: number): { year: number; month: number; day: number } {
  const z = day + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day: doy - Math.floor((153 * mp + 2) / 5) + 1 };
}

/** `"2026-11-26"` for a day number. */
export function isoDateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday (1970-01-01 was a Thursday). */
export function weekdayOfDay(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** The n-th (1-based) given weekday of a month; n = -1 for the last one. */
function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  if (n < 0) {
    const last = dayOfDate(year, month + 1, 0);
    return last - ((weekdayOfDay(last) - weekday + 7) % 7);
  }
  const first = dayOfDate(year, month, 1);
  return first + ((weekday - weekdayOfDay(first) + 7) % 7) + 7 * (n - 1);
}

/** Easter Sunday (Gregorian computus, the anonymous algorithm). */
export function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dayOfDate(year, month, day);
}

/** A fixed-date holiday moves to Friday when it falls on a Saturday, to Monday on a Sunday. */
function observed(day: number): number {
  const weekday = weekdayOfDay(day);
  if (weekday === 6) return day - 1;
  if (weekday === 0) return day + 1;
  return day;
}

/**
 * Unscheduled full-day closures since 1990 (national days of mourning, the 2001 attacks, a
 * hurricane): history, not a rule, so they are listed by date.
 */
const ONE_OFF_CLOSURES: Readonly<Record<string, string>> = {
  '1994-04-27': 'Day of mourning (President Nixon)',
  '2001-09-11': 'Markets closed (September 11)',
  '2001-09-12': 'Markets closed (September 11)',
  '2001-09-13': 'Markets closed (September 11)',
  '2001-09-14': 'Markets closed (September 11)',
  '2004-06-11': 'Day of mourning (President Reagan)',
  '2007-01-02': 'Day of mourning (President Ford)',
  '2012-10-29': 'Markets closed (Hurricane Sandy)',
  '2012-10-30': 'Markets closed (Hurricane Sandy)',
  '2018-12-05': 'Day of mourning (President George H. W. Bush)',
  '2025-01-09': 'Day of mourning (President Carter)',
};

const holidayCache = new Map<number, ReadonlyMap<number, string>>();

/** The NYSE holidays of a year, by day number, with their names. */
export function usMarketHolidays(year: number): ReadonlyMap<number, string> {
  const cached = holidayCache.get(year);
  if (cached !== undefined) return cached;
  const holidays = new Map<number, string>();
  // New Year's Day on a Saturday is not observed on the Friday before (NYSE rule 7.2).
  const newYear = dayOfDate(year, 1, 1);
  if (weekdayOfDay(newYear) !== 6) holidays.set(observed(newYear), "New Year's Day");
  if (year >= 1998) holidays.set(nthWeekday(year, 1, 1, 3), 'Martin Luther King Jr. Day');
  holidays.set(nthWeekday(year, 2, 1, 3), "Washington's Birthday");
  holidays.set(easterSunday(year) - 2, 'Good Friday');
  holidays.set(nthWeekday(year, 5, 1, -1), 'Memorial Day');
  if (year >= 2022) holidays.set(observed(dayOfDate(year, 6, 19)), 'Juneteenth');
  holidays.set(observed(dayOfDate(year, 7, 4)), 'Independence Day');
  holidays.set(nthWeekday(year, 9, 1, 1), 'Labor Day');
  holidays.set(nthWeekday(year, 11, 4, 4), 'Thanksgiving Day');
  holidays.set(observed(dayOfDate(year, 12, 25)), 'Christmas Day');
  for (const [date, name] of Object.entries(ONE_OFF_CLOSURES)) {
    if (date.startsWith(String(year))) holidays.set(Math.round(Date.parse(date) / DAY_MS), name);
  }
  holidayCache.set(year, holidays);
  return holidays;
}

/** The name of the holiday closing the exchange on `day`, if any (weekends are not holidays). */
export function usMarketHoliday(day: number): string | undefined {
  return usMarketHolidays(dateOfDay(day).year).get(day);
}

/** Whether the exchange trades on `day`: a weekday that is not a holiday. */
export function isUsTradingDay(day: number): boolean {
  const weekday = weekdayOfDay(day);
  return weekday !== 0 && weekday !== 6 && usMarketHoliday(day) === undefined;
}

/**
 * Whether the regular session of trading day `day` ends at 13:00: July 3 before Independence
 * Day, the day after Thanksgiving and Christmas Eve, each only when it is a trading day.
 */
export function isUsEarlyClose(day: number): boolean {
  if (!isUsTradingDay(day)) return false;
  const { year, month, day: dayOfMonth } = dateOfDay(day);
  if (month === 7 && dayOfMonth === 3) return true;
  if (month === 12 && dayOfMonth === 24) return true;
  return day === nthWeekday(year, 11, 4, 4) + 1;
}

/** The session boundaries of a trading day, in minutes after New York midnight. */
export interface UsTradingHours {
  preOpen: number;
  regularOpen: number;
  regularClose: number;
  postClose: number;
}

/** Hours of `day`, or undefined when the exchange does not trade that day. */
export function usTradingHours(day: number): UsTradingHours | undefined {
  if (!isUsTradingDay(day)) return undefined;
  const early = isUsEarlyClose(day);
  return {
    preOpen: PRE_MARKET_OPEN_MINUTE,
    regularOpen: REGULAR_OPEN_MINUTE,
    regularClose: early ? EARLY_REGULAR_CLOSE_MINUTE : REGULAR_CLOSE_MINUTE,
    postClose: early ? EARLY_AFTER_HOURS_CLOSE_MINUTE : AFTER_HOURS_CLOSE_MINUTE,
  };
}

/** The trading day before / after `day` (never `day` itself). */
export function previousUsTradingDay(day: number): number {
  let d = day - 1;
  while (!isUsTradingDay(d)) d -= 1;
  return d;
}

export function nextUsTradingDay(day: number): number {
  let d = day + 1;
  while (!isUsTradingDay(d)) d += 1;
  return d;
}

/**
 * The trading day whose hours are the ones now in play at `minute` of `day`: the day an evening's
 * overnight session leads into, else `day` when it trades, else the last trading day (a weekend
 * or holiday shows the last day that traded).
 */
export function usSessionDay(day: number, minute: number): number {
  if (minute >= AFTER_HOURS_CLOSE_MINUTE && isUsTradingDay(day + 1)) return day + 1;
  return isUsTradingDay(day) ? day : previousUsTradingDay(day);
}

/** A session, or `closed` when nothing trades. */
export type UsCalendarSession = UsSession | 'closed';

/**
 * The session of minute `minute` (0..1439) of New York date `day`. The overnight session runs
 * 20:00-04:00 on every night that leads into a trading day (Sunday evening to Friday morning
 * in a normal week); the evening after an early close is closed from 17:00.
 */
export function usSessionOn(day: number, minute: number): UsCalendarSession {
  if (minute < PRE_MARKET_OPEN_MINUTE) return isUsTradingDay(day) ? 'overnight' : 'closed';
  if (minute >= AFTER_HOURS_CLOSE_MINUTE) return isUsTradingDay(day + 1) ? 'overnight' : 'closed';
  const hours = usTradingHours(day);
  if (hours === undefined) return 'closed';
  if (minute < hours.regularOpen) return 'pre';
  if (minute < hours.regularClose) return 'regular';
  if (minute < hours.postClose) return 'post';
  return 'closed';
}
