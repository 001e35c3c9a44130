// Why a DAY order was cancelled when nobody asked: the provider ends such an order with the same
// CANCELLED status and CANCEL_SUCCESS event as a cancel, and gives no reason, so the dashboard
// reads the expiry from the exchange calendar: the order's window (regular hours, extended hours
// or the overnight session it was placed for) has ended. docs/protocol.md#expired-day-orders

import { marketMomentAt } from './eastern-time';
import { EXPIRED_REASONS } from './order-expiry-reasons';
import { isAtOrAfter, windowEnd, type OpeningKind } from './openings';

/** The order's `support_trading_session` and the window a DAY order of it works in. */
const WINDOW_OF: Readonly<Record<string, OpeningKind>> = { CORE: 'regular', ALL: 'extended', NIGHT: 'overnight' };

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
