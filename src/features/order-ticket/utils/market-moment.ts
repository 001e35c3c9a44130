import { weekdayOfDay } from '@market/calendar';
import type { MarketMoment } from '@market/openings';
import { formatDayMinute } from '@market/sessions';

// Beside the ticket rather than in src/lib: only the ticket names openings, and src/lib's time
// helpers load with the first screen, whose budget has no room for them (README, bundle budget).

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A market moment for people, seen from day `today`: `"20:00 ET"` the same day, otherwise with
 * the day named, `"Monday 30 Nov 09:30 ET"`.
 */
export function formatMarketMoment(moment: MarketMoment, today: number): string {
  const clock = `${formatDayMinute(moment.minute)} ET`;
  if (moment.day === today) return clock;
  // A day number is days since 1970-01-01 of the New York date: its UTC midnight has that date.
  const date = new Date(moment.day * 86_400_000);
  const month = MONTHS[date.getUTCMonth()] ?? '?';
  return `${WEEKDAYS[weekdayOfDay(moment.day)] ?? '?'} ${String(date.getUTCDate())} ${month} ${clock}`;
}
