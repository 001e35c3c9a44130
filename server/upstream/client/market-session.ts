import { dayOfDate, usSessionOn, type UsCalendarSession } from '@contracts/us-market-calendar';
import { US_MARKET_TIME_ZONE } from '@contracts/us-market-sessions';

const eastern = new Intl.DateTimeFormat('en-US', {
  timeZone: US_MARKET_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * The session of instant `ms` on the exchange calendar, New York time (`closed` when nothing
 * trades; docs/protocol.md#trading-calendar). Pass market time: the broker's, not the wall clock.
 */
export function usCalendarSessionAt(ms: number): UsCalendarSession {
  const parts = new Map(eastern.formatToParts(new Date(ms)).map((p) => [p.type, Number(p.value)]));
  const day = dayOfDate(parts.get('year') ?? 1970, parts.get('month') ?? 1, parts.get('day') ?? 1);
  return usSessionOn(day, ((parts.get('hour') ?? 0) % 24) * 60 + (parts.get('minute') ?? 0));
}
