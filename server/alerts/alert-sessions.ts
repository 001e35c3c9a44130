import { usSessionOn, weekdayOfDay } from '@market/calendar';
import { marketMomentAt } from '@market/eastern-time';
import { nextOpening } from '@market/openings';
import { formatDayMinute } from '@market/sessions';

const MINUTE_MS = 60_000;
const REMEMBERED_MINUTES = 4_096;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * Whether prices at market time `ms` are judged: in the pre-market, regular and after-hours
 * sessions of a trading day (docs/alerts.md#sessions). Overnight and closed prices are not.
 */
export function isJudgedAt(ms: number): boolean {
  const { day, minute } = marketMomentAt(ms);
  const session = usSessionOn(day, minute);
  return session === 'pre' || session === 'regular' || session === 'post';
}

/**
 * `isJudgedAt`, remembered by minute: every trade of a minute shares the answer, so a trade costs
 * a map look-up, not a calendar reckoning. By minute, not only the last one: the stream repeats a
 * quiet symbol's last trade, minutes old, between the fresh trades of busy ones.
 */
export function judgedAtByMinute(): (ms: number) => boolean {
  const known = new Map<number, boolean>();
  return (ms) => {
    const minute = Math.floor(ms / MINUTE_MS);
    let judged = known.get(minute);
    if (judged === undefined) {
      // Bounded: a BFF that runs for weeks meets ever new minutes.
      if (known.size >= REMEMBERED_MINUTES) known.clear();
      judged = isJudgedAt(ms);
      known.set(minute, judged);
    }
    return judged;
  };
}

/**
 * "Market closed; watching again Mon 04:00 ET": when the next judged session opens after `ms`. In
 * the overnight session, which the header names and orders may trade in, it says so instead of
 * "closed": "Overnight session, not judged; watching again Wed 04:00 ET".
 */
export function closedReason(ms: number): string {
  const moment = marketMomentAt(ms);
  const next = nextOpening('extended', moment);
  const why =
    usSessionOn(moment.day, moment.minute) === 'overnight' ? 'Overnight session, not judged' : 'Market closed';
  return `${why}; watching again ${WEEKDAYS[weekdayOfDay(next.day)] ?? ''} ${formatDayMinute(next.minute)} ET`;
}
