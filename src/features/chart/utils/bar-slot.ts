import type { Timespan } from '@contracts/common';
import { easternParts } from '@market/eastern-time';
import { isIntraday } from './chart-data';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const MINUTES: Partial<Record<Timespan, number>> = { M1: 1, M5: 5, M15: 15, M30: 30, M60: 60, M120: 120, M240: 240 };

/** New York midnight at or before `ms`, corrected for a daylight-saving change that day. */
function easternMidnight(ms: number): number {
  const p = easternParts(ms);
  let midnight = ms - (((p.hour * 60 + p.minute) * 60 + p.second) * 1_000 + (((ms % 1_000) + 1_000) % 1_000));
  const check = easternParts(midnight).hour;
  if (check === 23) midnight += HOUR;
  else if (check === 1) midnight -= HOUR;
  return midnight;
}

function daysBack(ms: number, days: number): number {
  return days === 0 ? ms : easternMidnight(ms - days * DAY + 12 * HOUR);
}

/**
 * The start of the bar that a trade at `ms` belongs to, as the BFF's bars are stamped:
 * intraday bars are aligned to multiples of their length since the epoch; daily and longer
 * bars start at New York midnight of the day, Monday, first of the month or January 1st.
 */
export function barStart(ms: number, timespan: Timespan): number {
  const minutes = MINUTES[timespan];
  if (isIntraday(timespan) && minutes !== undefined) {
    const span = minutes * MINUTE;
    return Math.floor(ms / span) * span;
  }
  const hour = Math.floor(ms / HOUR);
  if (last?.timespan === timespan && last.hour === hour) return last.start;
  const start = calendarBarStart(ms, timespan);
  last = { timespan, hour, start };
  return start;
}

/**
 * The last daily-or-longer bar start worked out. New York midnight is a whole UTC hour (04:00 or
 * 05:00), so every instant of one UTC hour falls in the same such bar: the live chart, which
 * applies each streamed trade in turn, asks the time zone once an hour instead of three times
 * a trade.
 */
let last: { timespan: Timespan; hour: number; start: number } | undefined;

function calendarBarStart(ms: number, timespan: Timespan): number {
  const midnight = easternMidnight(ms);
  const p = easternParts(ms);
  if (timespan === 'D') return midnight;
  if (timespan === 'W') return daysBack(midnight, (new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay() + 6) % 7);
  if (timespan === 'M') return daysBack(midnight, p.day - 1);
  const dayOfYear = Math.round((Date.UTC(p.year, p.month - 1, p.day) - Date.UTC(p.year, 0, 1)) / DAY);
  return daysBack(midnight, dayOfYear);
}
