import type { OrderEvent, TradingOrder } from '../contracts/orders';
import type { Balance, PositionList } from '../contracts/portfolio';
import type { OrderUpdate } from '../contracts/trading-topics';

/** 2026-11-18 10:30:00 New York, a Wednesday in regular hours. */
export const T0 = Date.parse('2026-11-18T15:30:00Z');
export const ACCOUNT = 'ACC1';

/** A working limit buy of 10 AAPL at 185.00; `changes` override any field. */
export function tradingOrder(changes: Partial<TradingOrder> = {}): TradingOrder {
  return {
    account_id: ACCOUNT,
    client_order_id: 'ORD1',
    order_id: 'B-1',
    role: 'NORMAL',
    symbol: 'AAPL',
    side: 'BUY',
    order_type: 'LIMIT',
    time_in_force: 'DAY',
    session: 'CORE',
    status: 'SUBMITTED',
    quantity: '10',
    filled_quantity: '0',
    limit_price: '185.00',
    placed_at: T0,
    updated_at: T0,
    ...changes,
  };
}

export function orderEvent(changes: Partial<OrderEvent> = {}): OrderEvent {
  return {
    account_id: ACCOUNT,
    client_order_id: 'ORD1',
    kind: 'accepted',
    at: T0,
    status: 'SUBMITTED',
    ...changes,
  };
}

/** An update whose event carries the order's own id, status and time. */
export function orderUpdate(order: TradingOrder, event: Partial<OrderEvent> = {}): OrderUpdate {
  return {
    order,
    event: orderEvent({
      client_order_id: order.client_order_id,
      status: order.status,
      at: order.updated_at,
      ...event,
    }),
  };
}

export function balance(changes: Partial<Balance> = {}): Balance {
  return {
    account_id: ACCOUNT,
    currency: 'USD',
    cash: '50000.00',
    buying_power: '100000.00',
    market_value: '25000.00',
    net_liquidation: '75000.00',
    unrealized_pl: '1250.00',
    day_pl: '-120.50',
    fetched_at: T0,
    ...changes,
  };
}

export function positionList(positions: PositionList['positions'], fetchedAt = T0): PositionList {
  return { account_id: ACCOUNT, positions, fetched_at: fetchedAt };
}
