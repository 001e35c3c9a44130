import { usCalendarSessionAt } from '../client/market-session';

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
