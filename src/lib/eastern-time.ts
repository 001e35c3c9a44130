import { dayOfDate, usSessionOn, weekdayOfDay, type UsCalendarSession } from '@market/calendar';
import { easternParts, type EasternParts } from '@market/eastern-time';
import { usSessionAt, type UsSession } from '@market/sessions';

/**
 * The session an instant (e.g. a bar's start time) falls in: the exchange calendar's, so an
 * early close ends regular hours at 13:00; closed time (where no bar trades) by the clock alone.
 */
export function classifySession(ms: number): UsSession {
  const parts = easternParts(ms);
  const session = calendarSessionOf(parts);
  return session === 'closed' ? usSessionAt(parts.hour * 60 + parts.minute) : session;
}

function calendarSessionOf({ year, month, day, hour, minute }: EasternParts): UsCalendarSession {
  return usSessionOn(dayOfDate(year, month, day), hour * 60 + minute);
}

/**
 * The session an instant falls in on the exchange calendar (docs/protocol.md#trading-calendar):
 * `closed` on weekends, holidays and after an early close, unlike {@link classifySession}.
 */
export function tradingSessionAt(ms: number): UsCalendarSession {
  return calendarSessionOf(easternParts(ms));
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** `"Nov 21, 2026"` in New York. */
export function formatEasternDate(ms: number): string {
  const p = easternParts(ms);
  return `${MONTHS[p.month - 1] ?? '?'} ${p.day}, ${p.year}`;
}

/** `"14:05"` (or `"14:05:09"` with seconds) in New York. */
export function formatEasternClock(ms: number, withSeconds = false): string {
  const p = easternParts(ms);
  return `${pad(p.hour)}:${pad(p.minute)}${withSeconds ? `:${pad(p.second)}` : ''}`;
}

/** `"Nov 21, 2026 14:05:09 ET"`: a full timestamp for people. */
export function formatEasternDateTime(ms: number): string {
  return `${formatEasternDate(ms)} ${formatEasternClock(ms, true)} ET`;
}

/** `"Nov 21"` in New York, for axis labels. */
export function formatEasternMonthDay(ms: number): string {
  const p = easternParts(ms);
  return `${MONTHS[p.month - 1] ?? '?'} ${p.day}`;
}

/** `"Nov"`, for month ticks. */
export function formatEasternMonth(ms: number): string {
  return MONTHS[easternParts(ms).month - 1] ?? '?';
}

/** `"Nov 2026"`, for monthly labels. */
export function formatEasternMonthYear(ms: number): string {
  const p = easternParts(ms);
  return `${MONTHS[p.month - 1] ?? '?'} ${p.year}`;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** `"Fri 14:03"` in New York: a market time within the week. */
export function formatEasternWeekdayClock(ms: number): string {
  const p = easternParts(ms);
  const weekday = WEEKDAYS[weekdayOfDay(dayOfDate(p.year, p.month, p.day))] ?? '?';
  return `${weekday} ${pad(p.hour)}:${pad(p.minute)}`;
}
