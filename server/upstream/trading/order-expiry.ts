import { dayOrderExpiry, endsWithItsWindow } from '@market/order-expiry';
import type { TradingOrder } from '@contracts/orders';
import type { OrderJournal } from '@server/store/order-journal';

/**
 * Why a cancel nobody asked for ended the order, or undefined: a DAY order whose window has
 * ended at the broker's market time, with no cancel asked through this dashboard (its timeline
 * has no `cancel_requested` step). A bracket leg cancelled by its sibling's fill while the
 * session still runs is not an expiry. docs/protocol.md#expired-day-orders
 *
 * The order's detail is read first (`refresh`): its `place_time` is the broker's (the journal's
 * is this BFF's clock, a day or more off a paper market that replays or was moved), and the
 * answer brings the broker's current market time.
 */
export function createExpiryReader(deps: {
  journal: Pick<OrderJournal, 'listEvents'>;
  marketNow: () => number;
  refresh: (order: TradingOrder) => Promise<TradingOrder | undefined>;
}) {
  return async (order: TradingOrder): Promise<string | undefined> => {
    if (!endsWithItsWindow(order)) return undefined;
    const steps = await deps.journal.listEvents(order.account_id, order.client_order_id);
    if (steps.some((step) => step.kind === 'cancel_requested')) return undefined;
    // Without the detail (the broker busy or down) the journal's record decides: a cancel stays a cancel.
    const fresh = await deps.refresh(order).catch(() => undefined);
    return dayOrderExpiry(
      { ...order, ...(fresh?.placed_at === undefined ? {} : { placed_at: fresh.placed_at }) },
      deps.marketNow(),
    );
  };
}
