import { QueryClient } from '@tanstack/react-query';
import { expect, test } from 'vitest';
import type { OrderDetail, TradingOrder } from '../contracts/orders';
import { ACCOUNT, balance, orderEvent, orderUpdate, positionList, T0, tradingOrder } from '../testing/trading-fixtures';
import { ordersQueryOptions } from './get-orders';
import { writeAccountUpdate, writeOrderUpdates, writeOrders } from './order-cache';
import { queryKeys } from './query-keys';

function cacheWith(open: TradingOrder[], history: TradingOrder[]) {
  const client = new QueryClient();
  client.setQueryData(queryKeys.orders(ACCOUNT, 'open'), { orders: open, as_of: T0 });
  client.setQueryData(queryKeys.orders(ACCOUNT, 'history'), { orders: history, as_of: T0 });
  const ids = (view: 'open' | 'history') =>
    client
      .getQueryData<{ orders: TradingOrder[] }>(queryKeys.orders(ACCOUNT, view))
      ?.orders.map((o) => `${o.client_order_id}:${o.status}`);
  return { client, ids };
}

test('a new working order goes to the top of the open list, and its later steps replace it there', () => {
  const { client, ids } = cacheWith([tradingOrder({ client_order_id: 'OLD' })], []);
  writeOrderUpdates(client, ACCOUNT, [
    orderUpdate(tradingOrder({ status: 'PENDING', updated_at: T0 + 1 }), { kind: 'sent' }),
    orderUpdate(tradingOrder({ status: 'PARTIAL_FILLED', filled_quantity: '4', updated_at: T0 + 2 }), {
      kind: 'partial_fill',
    }),
  ]);
  expect(ids('open')).toEqual(['ORD1:PARTIAL_FILLED', 'OLD:SUBMITTED']);
  expect(ids('history')).toEqual([]);
});

test('a step changes only its own order: every other order keeps its identity, so its row is not drawn again', async () => {
  const client = new QueryClient();
  const history = [
    tradingOrder({ client_order_id: 'A', status: 'FILLED' }),
    tradingOrder({ client_order_id: 'B', status: 'FILLED' }),
  ];
  const open = [tradingOrder({ client_order_id: 'C' }), tradingOrder({ client_order_id: 'D' })];
  // Loaded the way the screens load them, with the lists' own query options.
  for (const [view, orders] of [
    ['history', history],
    ['open', open],
  ] as const)
    await client.query({ ...ordersQueryOptions(ACCOUNT, view), queryFn: () => ({ orders, as_of: T0 }) });
  writeOrderUpdates(client, ACCOUNT, [
    orderUpdate(tradingOrder({ client_order_id: 'N', status: 'SENDING', updated_at: T0 + 1 }), { kind: 'sent' }),
    orderUpdate(tradingOrder({ client_order_id: 'C', status: 'FILLED', updated_at: T0 + 2 }), { kind: 'filled' }),
  ]);
  const list = (view: 'open' | 'history') =>
    client.getQueryData(ordersQueryOptions(ACCOUNT, view).queryKey)?.orders ?? [];
  expect(list('open').map((o) => o.client_order_id)).toEqual(['N', 'D']);
  expect(list('open')[1]).toBe(open[1]);
  expect(list('history').map((o) => o.client_order_id)).toEqual(['C', 'A', 'B']);
  expect(list('history')[1]).toBe(history[0]);
  expect(list('history')[2]).toBe(history[1]);
});

test('an order that fills, is cancelled or fails moves from the open list to the history', () => {
  const { client, ids } = cacheWith([tradingOrder(), tradingOrder({ client_order_id: 'ORD2' })], []);
  writeOrderUpdates(client, ACCOUNT, [
    orderUpdate(tradingOrder({ status: 'FILLED', filled_quantity: '10', updated_at: T0 + 5 }), { kind: 'filled' }),
    orderUpdate(tradingOrder({ client_order_id: 'ORD2', status: 'NOT_PLACED', updated_at: T0 + 6 }), {
      kind: 'not_placed',
    }),
  ]);
  expect(ids('open')).toEqual([]);
  expect(ids('history')).toEqual(['ORD2:NOT_PLACED', 'ORD1:FILLED']);
});

test('an update older than the copy a REST read already brought changes nothing', () => {
  const { client, ids } = cacheWith([], [tradingOrder({ status: 'CANCELLED', updated_at: T0 + 10 })]);
  writeOrderUpdates(client, ACCOUNT, [orderUpdate(tradingOrder({ updated_at: T0 + 3 }), { kind: 'accepted' })]);
  expect(ids('open')).toEqual([]);
  expect(ids('history')).toEqual(['ORD1:CANCELLED']);
});

test('lists that were never loaded are not created from a single update', () => {
  const client = new QueryClient();
  writeOrders(client, ACCOUNT, [tradingOrder()]);
  expect(client.getQueryData(queryKeys.orders(ACCOUNT, 'open'))).toBeUndefined();
  expect(client.getQueryData(queryKeys.orders(ACCOUNT, 'history'))).toBeUndefined();
});

test("a loaded timeline gets each new step once, and the order's newest state", () => {
  const { client } = cacheWith([], []);
  const accepted = orderEvent({ kind: 'accepted', at: T0 });
  client.setQueryData<OrderDetail>(queryKeys.orderDetail(ACCOUNT, 'ORD1'), {
    order: tradingOrder(),
    timeline: [accepted],
  });
  const fill = orderUpdate(tradingOrder({ status: 'FILLED', filled_quantity: '10', updated_at: T0 + 40 }), {
    kind: 'filled',
    filled_quantity: '10',
    filled_price: '184.99',
    latency_ms: 40,
  });
  writeOrderUpdates(client, ACCOUNT, [orderUpdate(tradingOrder(), { kind: 'accepted' }), fill, fill]);
  const detail = client.getQueryData<OrderDetail>(queryKeys.orderDetail(ACCOUNT, 'ORD1'));
  expect(detail?.timeline.map((step) => step.kind)).toEqual(['accepted', 'filled']);
  expect(detail?.order.status).toBe('FILLED');
  expect(client.getQueryData(queryKeys.orderDetail(ACCOUNT, 'OTHER'))).toBeUndefined();
});

test('an account update replaces the balance and positions, unless the cache holds newer ones', () => {
  const client = new QueryClient();
  writeAccountUpdate(client, ACCOUNT, { balance: balance({ cash: '10.00' }), positions: positionList([]) });
  expect(client.getQueryData(queryKeys.balance(ACCOUNT))).toEqual(balance({ cash: '10.00' }));
  expect(client.getQueryData(queryKeys.positions(ACCOUNT))).toEqual(positionList([]));

  const held = [{ symbol: 'AAPL', quantity: '10', cost_price: '180', last_price: '190', unrealized_pl: '100' }];
  writeAccountUpdate(client, ACCOUNT, {
    balance: balance({ cash: '5.00', fetched_at: T0 + 1 }),
    positions: positionList(held, T0 + 1),
  });
  writeAccountUpdate(client, ACCOUNT, {
    balance: balance({ cash: '99.00', fetched_at: T0 - 1 }),
    positions: positionList([], T0 - 1),
  });
  expect(client.getQueryData(queryKeys.balance(ACCOUNT))).toEqual(balance({ cash: '5.00', fetched_at: T0 + 1 }));
  expect(client.getQueryData(queryKeys.positions(ACCOUNT))).toEqual(positionList(held, T0 + 1));
});

test('an update stamped like a finished copy it would reopen changes nothing', () => {
  const { client, ids } = cacheWith(
    [],
    [tradingOrder({ status: 'FILLED', filled_quantity: '10', updated_at: T0 + 5 })],
  );
  writeOrders(client, ACCOUNT, [tradingOrder({ status: 'SUBMITTED', updated_at: T0 + 5 })]);
  expect(ids('open')).toEqual([]);
  expect(ids('history')).toEqual(['ORD1:FILLED']);
});
