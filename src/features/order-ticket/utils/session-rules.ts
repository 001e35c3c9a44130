import type { UsCalendarSession } from '@contracts/us-market-calendar';
import { riskError, warning, type Issue } from './issues';
import type { ParsedOrder } from './read-form';

/**
 * What the hour means for the order, given the session the broker's market is in now (market
 * time, which differs from the wall clock while the paper market replays an earlier day).
 * Windows: CORE 09:30-16:00, ALL 04:00-20:00, NIGHT 20:00-04:00 New York; a NIGHT order is
 * taken only after the close and overnight (docs/protocol.md#order-rules).
 */
export function sessionTimeIssues(
  order: Pick<ParsedOrder, 'orderType' | 'session'>,
  now: UsCalendarSession | undefined,
): Issue[] {
  if (now === undefined) return [];
  if (order.session === 'CORE') {
    if (now === 'regular') return [];
    return [
      warning(
        'session',
        order.orderType === 'MARKET'
          ? 'Regular hours are closed: this market order waits for the open (09:30 ET).'
          : 'Regular hours are closed: this order works from the next open (09:30 ET).',
      ),
    ];
  }
  if (order.session === 'ALL') {
    return now === 'overnight' || now === 'closed'
      ? [warning('session', 'Extended hours are closed: this order works from 04:00 ET.')]
      : [];
  }
  if (now === 'overnight') return [];
  if (now === 'post') return [warning('session', 'The overnight session opens at 20:00 ET: this order waits for it.')];
  return [riskError('session', 'Overnight orders are taken only from 16:00 ET until 04:00 ET before a trading day.')];
}
