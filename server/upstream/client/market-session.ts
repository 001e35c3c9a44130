import { marketMomentAt } from '@market/eastern-time';
import { usSessionOn, type UsCalendarSession } from '@market/calendar';

/**
 * The session of instant `ms` on the exchange calendar, New York time (`closed` when nothing
 * trades; docs/protocol.md#trading-calendar). Pass market time: the broker's, not the wall clock.
 */
export function usCalendarSessionAt(ms: number): UsCalendarSession {
  const { day, minute } = marketMomentAt(ms);
  return usSessionOn(day, minute);
}
