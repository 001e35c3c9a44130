import type { TradingOrder } from '@contracts/orders';
import { explainFailure } from '@src/lib/explain-failure';
import { formatPrice } from '@src/lib/format-decimal';

export type OutcomeTone = 'working' | 'checking' | 'filled' | 'cancelled' | 'refused';

/** The order a result is about: the plain order, or a bracket's entry. */
export function primaryOrder(orders: readonly TradingOrder[]): TradingOrder | undefined {
  return orders.find((order) => order.role === 'NORMAL' || order.role === 'MASTER') ?? orders[0];
}

/**
 * What became of a sent order, in words. CHECKING is not a failure: the BFF lost the broker's
 * answer and is looking the order up by its id, so the ticket waits and never sends again.
 */
export function describeOutcome(order: Pick<TradingOrder, 'status' | 'filled_quantity' | 'filled_price' | 'message'>): {
  tone: OutcomeTone;
  text: string;
} {
  switch (order.status) {
    case 'SENDING':
      return { tone: 'working', text: 'Sending…' };
    case 'PENDING':
    case 'SUBMITTED':
      return { tone: 'working', text: 'Working' };
    case 'PARTIAL_FILLED':
      return { tone: 'working', text: `Working, ${order.filled_quantity} filled` };
    case 'CHECKING':
      return { tone: 'checking', text: 'Checking with the broker…' };
    case 'FILLED':
      return {
        tone: 'filled',
        text: order.filled_price === undefined ? 'Filled' : `Filled at ${formatPrice(order.filled_price)}`,
      };
    case 'CANCELLED':
      return { tone: 'cancelled', text: 'Cancelled' };
    case 'FAILED':
      // The same words as the order list and its toast: amounts as money (src/lib/explain-failure.ts).
      return {
        tone: 'refused',
        text: `Refused: ${order.message === undefined ? 'the broker did not take the order.' : explainFailure(order.message)}`,
      };
    case 'OTHER':
      return { tone: 'working', text: 'In a status this dashboard does not know' };
    case 'NOT_PLACED':
      return {
        tone: 'refused',
        text: `Not placed: ${order.message === undefined ? 'the broker never received it.' : explainFailure(order.message, true)}`,
      };
  }
}

/**
 * The newest state of an order: its copy from the place answer (none while the answer is on its
 * way) or a copy in the lists that hold it (open orders, history), which the order's live topic
 * keeps current. Undefined until one of them knows the order.
 */
export function latestState(
  clientOrderId: string,
  answered: TradingOrder | undefined,
  lists: readonly (readonly TradingOrder[] | undefined)[],
): TradingOrder | undefined {
  let latest = answered;
  for (const list of lists) {
    for (const order of list ?? []) {
      if (order.client_order_id === clientOrderId && (latest === undefined || order.updated_at > latest.updated_at))
        latest = order;
    }
  }
  return latest;
}
