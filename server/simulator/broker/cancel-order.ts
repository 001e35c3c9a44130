import { isFinal, type BrokerCore } from './broker-core';
import type { StoredOrder } from './stored-records';

/**
 * Ends an order that is not final: CANCELLED with a CANCEL_SUCCESS event, the reason kept for its
 * detail. A master takes its waiting children with it.
 */
export function cancelOrder(core: BrokerCore, order: StoredOrder, reason: string): void {
  if (isFinal(order)) return;
  order.status = 'CANCELLED';
  order.reason = reason;
  core.retire(order);
  core.emit(order, 'CANCEL_SUCCESS');
  if (order.combo_type !== 'MASTER') return;
  for (const child of core.records().orders) {
    if (child.combo_order_id === order.combo_order_id && child !== order && !child.active && !isFinal(child))
      cancelOrder(core, child, 'cancelled with its master order');
  }
}

/** Ends an order that was accepted but cannot be worked: FAILED with a PLACE_FAILED event. */
export function failOrder(core: BrokerCore, order: StoredOrder, reason: string): void {
  order.status = 'FAILED';
  order.reason = reason;
  core.retire(order);
  core.emit(order, 'PLACE_FAILED');
  if (order.combo_type !== 'MASTER') return;
  for (const child of core.records().orders) {
    if (child.combo_order_id === order.combo_order_id && child !== order && !isFinal(child))
      cancelOrder(core, child, 'cancelled because its master order failed');
  }
}
