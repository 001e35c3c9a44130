import { usSessionOn, weekdayOfDay } from '@market/calendar';
import { marketMomentAt } from '@market/eastern-time';
import { nextOpening } from '@market/openings';
import { formatDayMinute } from '@market/sessions';

const MINUTE_MS = 60_000;
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
 * `isJudgedAt`, remembered for the last minute asked: every trade of a minute shares the answer,
 * so a tick costs a division, not a calendar look-up.
 */
export function judgedAtByMinute(): (ms: number) => boolean {
  let minute = Number.NaN;
  let judged = false;
  return (ms) => {
    const m = Math.floor(ms / MINUTE_MS);
    if (m !== minute) {
      minute = m;
      judged = isJudgedAt(ms);
    }
    return judged;
  };
}

/** "Market closed; watching again Mon 04:00 ET": when the next judged session opens after `ms`. */
export function closedReason(ms: number): string {
  const next = nextOpening('extended', marketMomentAt(ms));
  return `Market closed; watching again ${WEEKDAYS[weekdayOfDay(next.day)] ?? ''} ${formatDayMinute(next.minute)} ET`;
}
