import type { OrderEvent, TradingOrder } from '@contracts/orders';
import type { OrderReads } from './order-reads';
import { stepKey, type OrderTracker } from './order-tracker';
import { withFreshRecord } from './record-vocabulary';

/** The step an order's change makes, with the same key the live event would have had. */
function stepFor(before: TradingOrder, after: TradingOrder): { kind: OrderEvent['kind']; key: string[] } | null {
  if (after.filled_quantity !== before.filled_quantity && after.filled_quantity !== '0')
    return { kind: after.status === 'FILLED' ? 'filled' : 'partial_fill', key: ['fill', after.filled_quantity] };
  if (after.status === before.status) return null;
  if (after.status === 'CANCELLED') return { kind: 'cancelled', key: ['cancelled'] };
  if (after.status === 'FAILED') return { kind: 'failed', key: ['failed'] };
  if (after.status === 'SUBMITTED' && before.status === 'PENDING') return { kind: 'modified', key: ['working'] };
  if (before.status === 'CHECKING' || before.status === 'SENDING') return { kind: 'accepted', key: ['accepted'] };
  return null;
}

/**
 * After the event stream was down (or at start), what changed meanwhile is read over REST and
 * told once, oldest first: a fill missed live becomes the same step the event would have made
 * (docs/trading.md#reconciliation). Returns whether anything moved money or shares.
 */
export async function reconcileAccount(
  deps: {
    reads: OrderReads;
    tracker: OrderTracker;
    expiredBecause: (order: TradingOrder) => Promise<string | undefined>;
  },
  accountId: string,
): Promise<boolean> {
  const byId = new Map<string, TradingOrder>();
  for (const order of await deps.reads.history(accountId)) byId.set(order.client_order_id, order);
  for (const order of await deps.reads.openOrders(accountId)) byId.set(order.client_order_id, order);
  const orders = [...byId.values()].sort((a, b) => (a.placed_at ?? 0) - (b.placed_at ?? 0));
  let moved = false;
  for (const after of orders) {
    const before = await deps.tracker.current(accountId, after.client_order_id);
    if (before === undefined) {
      // Placed elsewhere (the provider's own app) or before this BFF kept a journal: known from now on.
      await deps.tracker.save(after);
      continue;
    }
    const step = stepFor(before, after);
    const merged = withFreshRecord(before, after);
    if (step === null) {
      await deps.tracker.save(merged);
      continue;
    }
    const expired = step.kind === 'cancelled' ? await deps.expiredBecause(merged) : undefined;
    const recorded = await deps.tracker.record(
      { ...merged, ...(expired === undefined ? {} : { message: expired }) },
      { kind: step.kind, detail: 'Found when catching up with the broker.' },
      stepKey(after, ...step.key),
    );
    moved ||= recorded;
  }
  return moved;
}
