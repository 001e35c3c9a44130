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
 * Whether US stocks trade at `ms` in the pre, regular or post session of a trading day (from
 * the pre-market open to the after-hours close, New York, on the exchange calendar: no
 * weekends, holidays, or evenings after an early close; docs/protocol.md#trading-calendar).
 * Outside it a symbol that pushes nothing is normal, so the feed does not resubscribe it.
 */
export function isUsMarketActive(ms: number): boolean {
  const session = usCalendarSessionAt(ms);
  return session === 'pre' || session === 'regular' || session === 'post';
}

/**
 * Whether any session the product shows is open at `ms`, the overnight session included
 * (docs/protocol.md#trading-calendar): only then is polling snapshots worth the market-data
 * budget, and outside it a quiet stream is idle, not broken.
 */
export function isUsMarketOpen(ms: number): boolean {
  return usCalendarSessionAt(ms) !== 'closed';
}

/** The session of instant `ms` on the exchange calendar, New York time (`closed` when nothing trades). */
export function usCalendarSessionAt(ms: number): UsCalendarSession {
  const parts = new Map(eastern.formatToParts(new Date(ms)).map((p) => [p.type, Number(p.value)]));
  const day = dayOfDate(parts.get('year') ?? 1970, parts.get('month') ?? 1, parts.get('day') ?? 1);
  return usSessionOn(day, ((parts.get('hour') ?? 0) % 24) * 60 + (parts.get('minute') ?? 0));
}
