import { dayOrderExpiry, endsWithItsWindow } from '@contracts/order-expiry';
import type { TradingOrder } from '@contracts/orders';
import type { OrderJournal } from '@server/store/order-journal';

/**
 * Why a cancel nobody asked for ended the order, or undefined: a DAY order whose window has
 * ended at the broker's market time, with no cancel asked through this dashboard (its timeline
 * has no `cancel_requested` step). A bracket leg cancelled by its sibling's fill while the
 * session still runs is not an expiry. docs/protocol.md#expired-day-orders
 *
 * The market time is the newest one the broker stated: a paper broker whose clock was moved
 * since its last answer would look earlier than it is, so while the window seems open the
 * order's detail is read first (`refresh`), which also brings the broker's market time.
 */
export function createExpiryReader(deps: {
  journal: OrderJournal;
  marketNow: () => number;
  refresh: (order: TradingOrder) => Promise<unknown>;
}) {
  return async (order: TradingOrder): Promise<string | undefined> => {
    if (!endsWithItsWindow(order)) return undefined;
    const steps = await deps.journal.listEvents(order.account_id, order.client_order_id);
    if (steps.some((step) => step.kind === 'cancel_requested')) return undefined;
    const reason = dayOrderExpiry(order, deps.marketNow());
    if (reason !== undefined) return reason;
    await deps.refresh(order);
    return dayOrderExpiry(order, deps.marketNow());
  };
}
