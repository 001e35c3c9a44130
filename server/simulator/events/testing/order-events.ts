import type { OrderEvent } from '../order-event';

/** An order event of `accountId`; `clientOrderId` tells events apart. */
export function orderEvent(accountId: string, clientOrderId: string): OrderEvent {
  return {
    accountId,
    payload: {
      request_id: `req-${clientOrderId}`,
      account_id: accountId,
      order_id: `ord-${clientOrderId}`,
      client_order_id: clientOrderId,
      instrument_id: '913256135',
      order_status: 'FILLED',
      symbol: 'AAPL',
      qty: '10',
      filled_price: '150.25',
      filled_qty: '10',
      filled_time: '2026-03-02T15:00:00.000+0000',
      side: 'BUY',
      scene_type: 'FINAL_FILLED',
      category: 'US_STOCK',
      order_type: 'LIMIT',
    },
  };
}
