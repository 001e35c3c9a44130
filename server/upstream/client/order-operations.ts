/**
 * The order operations of docs/protocol.md#operations, with both path generations. Writes share
 * the 'order-write' group, reads the 'order-query' group, previews their own.
 */
export const ORDER_UPSTREAM_OPERATIONS = {
  'orders:preview': {
    method: 'POST',
    gen3: '/trading/orders/preview',
    gen2: '/openapi/trade/order/preview',
    group: 'order-preview',
  },
  'orders:place': {
    method: 'POST',
    gen3: '/trading/orders/place',
    gen2: '/openapi/trade/order/place',
    group: 'order-write',
  },
  'orders:replace': {
    method: 'POST',
    gen3: '/trading/orders/replace',
    gen2: '/openapi/trade/order/replace',
    group: 'order-write',
  },
  'orders:cancel': {
    method: 'POST',
    gen3: '/trading/orders/cancel',
    gen2: '/openapi/trade/order/cancel',
    group: 'order-write',
  },
  'orders:open': {
    method: 'GET',
    gen3: '/trading/orders/open-orders/list',
    gen2: '/openapi/trade/order/open',
    group: 'order-query',
  },
  'orders:history': {
    method: 'GET',
    gen3: '/trading/orders/historical-orders/list',
    gen2: '/openapi/trade/order/history',
    group: 'order-query',
  },
  'orders:detail': {
    method: 'GET',
    gen3: '/trading/orders/get',
    gen2: '/openapi/trade/order/detail',
    group: 'order-query',
  },
  // The provider publishes no gen-2 path for executions; its own SDK calls the gen-3 one from
  // gen-2 clients too (docs/protocol.md#executions).
  'orders:executions': {
    method: 'GET',
    gen3: '/trading/orders/executions/list',
    gen2: '/trading/orders/executions/list',
    group: 'order-query',
  },
} as const;
