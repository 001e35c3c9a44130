/**
 * The JSON payload of one order event on the trade-event stream (eventType 1024, subscribeType 1),
 * field for field as docs/protocol.md#trade-events lists it. Every value is text, as the provider
 * sends it; quantities and prices are decimal strings.
 */
export interface OrderEventPayload {
  request_id: string;
  account_id: string;
  order_id: string;
  client_order_id: string;
  instrument_id: string;
  /** The provider's statuses; a seeded record's own status as written (broker/foreign-orders.ts). */
  order_status: string;
  symbol: string;
  qty: string;
  filled_price: string;
  filled_qty: string;
  /** e.g. `2025-11-21T06:23:28.601+0000`; empty when nothing has filled. */
  filled_time: string;
  side: string;
  scene_type:
    | 'FILLED'
    | 'FINAL_FILLED'
    | 'PLACE_FAILED'
    | 'MODIFY_SUCCESS'
    | 'MODIFY_FAILED'
    | 'CANCEL_SUCCESS'
    | 'CANCEL_FAILED';
  /** `US_STOCK`, `US_ETF`; `US_OPTION` and others on a seeded record (broker/foreign-orders.ts). */
  category: string;
  order_type: string;
  actual_commission?: string;
  receivable_commission?: string;
  fees?: { type: string; actual_value: string; receivable_value: string }[];
}

/** One order event and the account it belongs to. */
export interface OrderEvent {
  accountId: string;
  payload: OrderEventPayload;
}
