import { isUsTradingDay } from '@market/calendar';
import { dayOfDate } from '@market/calendar';

// The exchange calendar as a table: trading days numbered 0, 1, 2, ... in date order, so the
// daily model can walk from one trading day to the next and look any day up in O(1). Built
// from 1989-12-01 (before the first simulated day) and extended on demand.

const FIRST = dayOfDate(1989, 12, 1);

let ordinals = new Int32Array(0);
let days = new Int32Array(0);
let count = 0;

function extendTo(day: number): void {
  const length = Math.max(day - FIRST + 1, ordinals.length * 2, dayOfDate(2040, 1, 1) - FIRST);
  const grownOrdinals = new Int32Array(length);
  grownOrdinals.set(ordinals);
  const grownDays = new Int32Array(Math.ceil(length * 0.75));
  grownDays.set(days.subarray(0, count));
  for (let d = FIRST + ordinals.length; d < FIRST + length; d += 1) {
    if (isUsTradingDay(d)) {
      grownDays[count] = d;
      count += 1;
    }
    // Ordinal of the latest trading day on or before d (-1 before the first).
    grownOrdinals[d - FIRST] = count - 1;
  }
  ordinals = grownOrdinals;
  days = grownDays;
}

function ordinalOnOrBefore(day: number): number {
  if (day < FIRST) return -1;
  if (day - FIRST >= ordinals.length) extendTo(day + 366);
  return ordinals[day - FIRST] ?? -1;
}

/** Whether the exchange trades on Eastern day `day`. */
export function isTradingDay(day: number): boolean {
  const k = ordinalOnOrBefore(day);
  return k >= 0 && days[k] === day;
}

/** The trading day with ordinal k; ordinals before the table's start (1989-12-01) throw. */
export function tradingDayAt(k: number): number {
  while (k >= count) extendTo(FIRST + ordinals.length * 2);
  const day = days[k];
  if (day === undefined || k < 0) throw new Error(`no trading day ${String(k)} in the calendar`);
  return day;
}

/** Ordinal of the latest trading day on or before `day`. */
export function tradingOrdinal(day: number): number {
  return ordinalOnOrBefore(day);
}

/** The latest trading day on or before `day`. */
export function tradingDayOnOrBefore(day: number): number {
  return tradingDayAt(ordinalOnOrBefore(day));
}

/** The trading day before `day` (never `day` itself). */
export function previousTradingDay(day: number): number {
  return tradingDayAt(ordinalOnOrBefore(day - 1));
}

/** The trading day after `day` (never `day` itself). */
export function nextTradingDay(day: number): number {
  return tradingDayAt(ordinalOnOrBefore(day) + 1);
}
