import { expect, test } from 'vitest';
import { T0, tradingOrder } from '@src/testing/trading-fixtures';
import { mergeOrders, ordersOfTab } from './order-tabs';

test('of two copies of an order, the later one is shown', () => {
  const working = tradingOrder({ status: 'SUBMITTED', updated_at: T0 + 9 });
  const filled = tradingOrder({ status: 'FILLED', filled_quantity: '10', updated_at: T0 + 5 });
  expect(mergeOrders([working], [filled]).map((o) => o.status)).toEqual(['SUBMITTED']);
});

test('of two copies stamped alike, the finished one: a filled order is never shown as working again', () => {
  // A list read just before the fill, stamped with the fill's time, beside the fill's own copy.
  const working = tradingOrder({ status: 'SUBMITTED', updated_at: T0 + 5 });
  const filled = tradingOrder({ status: 'FILLED', filled_quantity: '10', updated_at: T0 + 5 });
  const merged = mergeOrders([working], [filled]);
  expect(ordersOfTab(merged, 'filled').map((o) => o.client_order_id)).toEqual([filled.client_order_id]);
  expect(ordersOfTab(merged, 'open')).toEqual([]);
});
