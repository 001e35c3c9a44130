import { usSessionOn } from '@market/calendar';
import { hasOvernightAfter, nextOpening, type MarketMoment } from '@market/openings';
import { formatMarketMoment } from './market-moment';
import { riskError, warning, type Issue } from './issues';
import type { ParsedOrder } from './read-form';

/**
 * What the hour means for the order, at the broker's market time now (which differs from the
 * wall clock while the paper market replays an earlier day), on the exchange calendar: the
 * opening it waits for is named with its day when that is not today, so a half day, a weekend
 * or a holiday reads as it is. Windows: CORE regular hours, ALL 04:00 to the end of after
 * hours, NIGHT 20:00-04:00 into a trading day; a NIGHT order is taken only after the regular
 * close and overnight (docs/protocol.md#order-rules, docs/protocol.md#trading-calendar).
 */
export function sessionTimeIssues(
  order: Pick<ParsedOrder, 'orderType' | 'session'>,
  now: MarketMoment | undefined,
): Issue[] {
  if (now === undefined) return [];
  const session = usSessionOn(now.day, now.minute);
  const when = (kind: Parameters<typeof nextOpening>[0]) => formatMarketMoment(nextOpening(kind, now), now.day);
  if (order.session === 'CORE') {
    if (session === 'regular') return [];
    return [
      warning(
        'session',
        order.orderType === 'MARKET'
          ? `Regular hours are closed: this market order waits for the open (${when('regular')}).`
          : `Regular hours are closed: this order works from the next open (${when('regular')}).`,
      ),
    ];
  }
  if (order.session === 'ALL') {
    return session === 'overnight' || session === 'closed'
      ? [warning('session', `Extended hours are closed: this order works from ${when('extended')}.`)]
      : [];
  }
  if (session === 'overnight') return [];
  if (session === 'post')
    return [
      warning(
        'session',
        hasOvernightAfter(now.day)
          ? `The overnight session opens at ${when('overnight')}: this order waits for it.`
          : `There is no overnight session tonight: this order waits for the next one (${when('overnight')}).`,
      ),
    ];
  return [
    riskError(
      'session',
      `Overnight orders are taken only after the regular close and overnight; the next overnight session opens ${when('overnight')}.`,
    ),
  ];
}
