// When the next window of each order session opens, on the exchange calendar: the ticket says
// "waits for the open (Monday 30 Nov 09:30 ET)" from this, not from fixed hours, so a half day,
// a weekend or a holiday is named as it is. Rules: docs/protocol.md#trading-calendar

import { isUsTradingDay, usTradingHours } from './us-market-calendar';
import { AFTER_HOURS_CLOSE_MINUTE } from './us-market-sessions';

/** A New York calendar day (days since 1970-01-01) and a minute of it (0..1439). */
export type MarketMoment = { day: number; minute: number };

/** The windows an order can wait for: regular hours, extended hours (04:00 on), the overnight session. */
export type OpeningKind = 'regular' | 'extended' | 'overnight';

/** A bound on the search: no run of closed days is this long. */
const SEARCH_DAYS = 14;

function openingOn(kind: OpeningKind, day: number): number | undefined {
  // The overnight session opens at 20:00 on an evening that leads into a trading day
  // (usSessionOn): never into a weekend or a holiday, whatever the day itself was.
  if (kind === 'overnight') return isUsTradingDay(day + 1) ? AFTER_HOURS_CLOSE_MINUTE : undefined;
  const hours = usTradingHours(day);
  if (hours === undefined) return undefined;
  return kind === 'regular' ? hours.regularOpen : hours.preOpen;
}

/** The first opening of `kind` after `now` (an opening at `now` itself counts as the next one). */
export function nextOpening(kind: OpeningKind, now: MarketMoment): MarketMoment {
  for (let day = now.day; day <= now.day + SEARCH_DAYS; day += 1) {
    const minute = openingOn(kind, day);
    if (minute !== undefined && (day > now.day || minute >= now.minute)) return { day, minute };
  }
  throw new Error(`no ${kind} opening within ${String(SEARCH_DAYS)} days of day ${String(now.day)}`);
}

/** Whether the evening of `day` has an overnight session. */
export function hasOvernightAfter(day: number): boolean {
  return openingOn('overnight', day) !== undefined;
}
