import { OPEN_STATUSES, type OrderStatus, type TradingOrder } from '@contracts/orders';
import { isNewerCopy } from '@src/api/order-cache';

export const ORDER_TABS = [
  { id: 'open', label: 'Open', statuses: OPEN_STATUSES },
  { id: 'filled', label: 'Filled', statuses: ['FILLED'] },
  { id: 'cancelled', label: 'Cancelled', statuses: ['CANCELLED'] },
  // NOT_PLACED: the BFF proved the broker never got the order (src/contracts/orders.ts).
  { id: 'failed', label: 'Failed', statuses: ['FAILED', 'NOT_PLACED'] },
] as const satisfies readonly { id: string; label: string; statuses: readonly OrderStatus[] }[];
export type OrderTabId = (typeof ORDER_TABS)[number]['id'];

/** The time a tab shows for an order: when it was placed while open, when it ended after. */
export function orderTime(order: TradingOrder, tab: OrderTabId): number {
  if (tab === 'open') return order.placed_at ?? order.updated_at;
  if (tab === 'filled') return order.filled_at ?? order.updated_at;
  return order.updated_at;
}

/**
 * Both lists as one, each order once in its newest copy: an order the live topic moved may
 * briefly sit in both until the next read.
 */
export function mergeOrders(open: readonly TradingOrder[], history: readonly TradingOrder[]): TradingOrder[] {
  const byId = new Map<string, TradingOrder>();
  for (const order of [...open, ...history]) {
    const known = byId.get(order.client_order_id);
    if (known === undefined || isNewerCopy(order, known)) byId.set(order.client_order_id, order);
  }
  return [...byId.values()];
}

function inTab(orders: readonly TradingOrder[], tab: OrderTabId): TradingOrder[] {
  const statuses: readonly OrderStatus[] = ORDER_TABS.find((t) => t.id === tab)?.statuses ?? [];
  return orders.filter((order) => statuses.includes(order.status));
}

/** The orders of one tab, newest first. */
export function ordersOfTab(orders: readonly TradingOrder[], tab: OrderTabId): TradingOrder[] {
  return inTab(orders, tab).sort((a, b) => orderTime(b, tab) - orderTime(a, tab));
}

/** How many orders each tab holds (no sorting: the counts are worked out on every step). */
export function tabCounts(orders: readonly TradingOrder[]): Record<OrderTabId, number> {
  return {
    open: inTab(orders, 'open').length,
    filled: inTab(orders, 'filled').length,
    cancelled: inTab(orders, 'cancelled').length,
    failed: inTab(orders, 'failed').length,
  };
}
