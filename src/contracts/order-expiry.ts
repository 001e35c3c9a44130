// Why a DAY order was cancelled when nobody asked: the provider ends such an order with the same
// CANCELLED status and CANCEL_SUCCESS event as a cancel, and gives no reason, so the dashboard
// reads the expiry from the exchange calendar: the order's window (regular hours, extended hours
// or the overnight session it was placed for) has ended. docs/protocol.md#expired-day-orders

import { EXPIRED_REASONS } from './order-expiry-reasons';
import { dayOfDate } from './us-market-calendar';
import { isAtOrAfter, windowEnd, type MarketMoment, type OpeningKind } from './us-market-openings';
import { US_MARKET_TIME_ZONE } from './us-market-sessions';

/** The order's `support_trading_session` and the window a DAY order of it works in. */
const WINDOW_OF: Readonly<Record<string, OpeningKind>> = { CORE: 'regular', ALL: 'extended', NIGHT: 'overnight' };

const easternFields = new Intl.DateTimeFormat('en-US', {
  timeZone: US_MARKET_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
});

/** The New York day and minute of an instant (ms). */
export function marketMomentAt(ms: number): MarketMoment {
  const parts = new Map(easternFields.formatToParts(new Date(ms)).map((p) => [p.type, Number(p.value)]));
  const day = dayOfDate(parts.get('year') ?? 1970, parts.get('month') ?? 1, parts.get('day') ?? 1);
  return { day, minute: ((parts.get('hour') ?? 0) % 24) * 60 + (parts.get('minute') ?? 0) };
}

type ExpiringOrder = { time_in_force: string; session: string; placed_at?: number | undefined };

/** Whether the order is a DAY order that ends with its window (and whose placing time is known). */
export function endsWithItsWindow(order: ExpiringOrder): boolean {
  return order.time_in_force === 'DAY' && WINDOW_OF[order.session] !== undefined && order.placed_at !== undefined;
}

/**
 * The reason a DAY order cancelled at market time `nowMs` expired, or undefined when its window
 * has not ended yet (so the cancel was somebody's, or a bracket's own) or it is not a DAY order.
 * The caller rules out cancels this dashboard asked for.
 */
export function dayOrderExpiry(order: ExpiringOrder, nowMs: number): string | undefined {
  const kind = WINDOW_OF[order.session];
  if (order.time_in_force !== 'DAY' || kind === undefined || order.placed_at === undefined) return undefined;
  const ended = isAtOrAfter(marketMomentAt(nowMs), windowEnd(kind, marketMomentAt(order.placed_at)));
  return ended ? EXPIRED_REASONS[kind] : undefined;
}
