// When the next window of each order session opens, on the exchange calendar: the ticket says
// "waits for the open (Monday 30 Nov 09:30 ET)" from this, not from fixed hours, so a half day,
// a weekend or a holiday is named as it is. Rules: docs/protocol.md#trading-calendar

import { usSessionOn, type UsCalendarSession } from './calendar';

/** A New York calendar day (days since 1970-01-01) and a minute of it (0..1439). */
export type MarketMoment = { day: number; minute: number };

/** The windows an order can wait for: regular hours, extended hours (04:00 on), the overnight session. */
export type OpeningKind = 'regular' | 'extended' | 'overnight';

/** The session each window opens with: extended hours open with the pre-market. */
const OPENS_WITH: Record<OpeningKind, UsCalendarSession> = {
  regular: 'regular',
  extended: 'pre',
  overnight: 'overnight',
};
/** The sessions in which an order of each window works (docs/protocol.md#order-rules). */
const WORKS_IN: Record<OpeningKind, readonly UsCalendarSession[]> = {
  regular: ['regular'],
  extended: ['pre', 'regular', 'post'],
  overnight: ['overnight'],
};
/** Every session changes on a half hour (04:00, 09:30, 13:00, 16:00, 17:00, 20:00). */
const STEP = 30;
const DAY_MINUTES = 24 * 60;
/** A bound on the search: no run of closed days is this long. */
const SEARCH_DAYS = 14;

const sessionAt = (slot: number) => usSessionOn(Math.floor(slot / DAY_MINUTES), slot % DAY_MINUTES);

/**
 * The first opening of `kind` at or after `now`: the first half hour from which the window's
 * session runs and before which it did not. Read from the calendar's sessions alone, so it agrees
 * with what the rest of the dashboard calls open.
 */
export function nextOpening(kind: OpeningKind, now: MarketMoment): MarketMoment {
  const session = OPENS_WITH[kind];
  const from = now.day * DAY_MINUTES + Math.ceil(now.minute / STEP) * STEP;
  for (let slot = from; slot <= from + SEARCH_DAYS * DAY_MINUTES; slot += STEP) {
    if (sessionAt(slot) === session && sessionAt(slot - STEP) !== session)
      return { day: Math.floor(slot / DAY_MINUTES), minute: slot % DAY_MINUTES };
  }
  throw new Error(`no ${kind} opening within ${String(SEARCH_DAYS)} days of day ${String(now.day)}`);
}

/**
 * When the first window of `kind` at or after `from` ends: a DAY order placed at `from` works
 * until then (a regular-hours order placed on a Friday half day at 10:00 ends at 13:00 that day;
 * one placed at 18:00 works the next trading day and ends at its close).
 */
export function windowEnd(kind: OpeningKind, from: MarketMoment): MarketMoment {
  const runs = (slot: number) => WORKS_IN[kind].includes(sessionAt(slot));
  const start = from.day * DAY_MINUTES + from.minute;
  const first = start - (start % STEP);
  let opened = false;
  for (let slot = first; slot <= first + SEARCH_DAYS * DAY_MINUTES; slot += STEP) {
    if (runs(slot)) opened = true;
    else if (opened) return { day: Math.floor(slot / DAY_MINUTES), minute: slot % DAY_MINUTES };
  }
  throw new Error(`no end of a ${kind} window within ${String(SEARCH_DAYS)} days of day ${String(from.day)}`);
}

/** Whether moment `a` is at or after moment `b`. */
export function isAtOrAfter(a: MarketMoment, b: MarketMoment): boolean {
  return a.day * DAY_MINUTES + a.minute >= b.day * DAY_MINUTES + b.minute;
}

/** Whether the evening of `day` has an overnight session (one that leads into a trading day). */
export function hasOvernightAfter(day: number): boolean {
  return usSessionOn(day, 20 * 60) === 'overnight';
}
