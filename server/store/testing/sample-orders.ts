import type { OrderDraft, OrderEvent, TradingOrder } from '@contracts/orders';

/** A limit buy as the ticket sends it; `client_order_id` and `account_id` vary per test. */
export function sampleDraft(overrides: Partial<OrderDraft> = {}): OrderDraft {
  return {
    account_id: 'ACC-1',
    client_order_id: 'ord-1',
    symbol: 'AAPL',
    side: 'BUY',
    order_type: 'LIMIT',
    time_in_force: 'DAY',
    session: 'CORE',
    entrust_type: 'QTY',
    quantity: '10',
    limit_price: '187.25',
    ...overrides,
  };
}

export function sampleOrder(overrides: Partial<TradingOrder> = {}): TradingOrder {
  return {
    account_id: 'ACC-1',
    client_order_id: 'ord-1',
    order_id: 'B-1001',
    role: 'NORMAL',
    symbol: 'AAPL',
    side: 'BUY',
    order_type: 'LIMIT',
    time_in_force: 'DAY',
    session: 'CORE',
    status: 'SUBMITTED',
    quantity: '10',
    filled_quantity: '0',
    limit_price: '187.25',
    placed_at: 1_760_000_000_000,
    updated_at: 1_760_000_000_000,
    ...overrides,
  };
}

export function sampleEvent(overrides: Partial<OrderEvent> = {}): OrderEvent {
  return {
    account_id: 'ACC-1',
    client_order_id: 'ord-1',
    kind: 'sent',
    at: 1_760_000_000_000,
    status: 'SENDING',
    ...overrides,
  };
}
