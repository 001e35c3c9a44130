import type { Operation } from './operations';
import {
  batchPlaceOrders,
  cancelOrder,
  getOrderDetail,
  listExecutions,
  listOpenOrders,
  listOrderHistory,
  placeOrder,
  previewOrder,
  replaceOrder,
} from './handlers/orders';

type Write = 'preview' | 'place' | 'replace' | 'cancel';

const WRITE_HANDLERS = { preview: previewOrder, place: placeOrder, replace: replaceOrder, cancel: cancelOrder };

/**
 * A write on its gen-3 and unified gen-2 paths, plus the gen-2 stock paths
 * (`/openapi/trade/stock/order/...`) the provider's SDK also calls (docs/protocol.md#orders).
 */
function write(name: Write): Operation[] {
  const group = name === 'preview' ? 'order-preview' : 'order-write';
  const handler = WRITE_HANDLERS[name];
  return [
    {
      id: `orders.${name}`,
      method: 'POST',
      gen3: `/trading/orders/${name}`,
      gen2: `/openapi/trade/order/${name}`,
      group,
      handler,
    },
    {
      id: `orders.stock.${name}`,
      method: 'POST',
      gen3: null,
      gen2: `/openapi/trade/stock/order/${name}`,
      group,
      handler,
    },
  ];
}

/** The order operations, both path generations. */
export const ORDER_OPERATIONS: readonly Operation[] = [
  ...write('preview'),
  ...write('place'),
  {
    id: 'orders.batch-place',
    method: 'POST',
    gen3: '/trading/orders/batch-place',
    gen2: '/openapi/trade/order/batch-place',
    group: 'order-write',
    handler: batchPlaceOrders,
  },
  ...write('replace'),
  ...write('cancel'),
  {
    id: 'orders.open',
    method: 'GET',
    gen3: '/trading/orders/open-orders/list',
    gen2: '/openapi/trade/order/open',
    group: 'order-query',
    handler: listOpenOrders,
  },
  {
    id: 'orders.history',
    method: 'GET',
    gen3: '/trading/orders/historical-orders/list',
    gen2: '/openapi/trade/order/history',
    group: 'order-query',
    handler: listOrderHistory,
  },
  {
    id: 'orders.detail',
    method: 'GET',
    gen3: '/trading/orders/get',
    gen2: '/openapi/trade/order/detail',
    group: 'order-query',
    handler: getOrderDetail,
  },
  {
    id: 'orders.executions',
    method: 'GET',
    gen3: '/trading/orders/executions/list',
    gen2: null,
    group: 'order-query',
    handler: listExecutions,
  },
];
