import { describe, expect, it } from 'vitest';
import type { OrderEvent } from './order-event';
import { createTradeEventBus } from './trade-event-bus';

const event = (clientOrderId: string): OrderEvent => ({
  accountId: 'A1',
  payload: {
    request_id: 'r',
    account_id: 'A1',
    order_id: 'o',
    client_order_id: clientOrderId,
    instrument_id: 'i',
    order_status: 'SUBMITTED',
    symbol: 'AAPL',
    qty: '1',
    filled_price: '0',
    filled_qty: '0',
    filled_time: '',
    side: 'BUY',
    scene_type: 'MODIFY_SUCCESS',
    category: 'US_STOCK',
    order_type: 'LIMIT',
  },
});

describe('trade event bus', () => {
  it('delivers every event in publish order to each listener until it stops listening', () => {
    const bus = createTradeEventBus();
    const first: string[] = [];
    const second: string[] = [];
    const stopFirst = bus.listen((e) => first.push(e.payload.client_order_id));
    bus.listen((e) => second.push(e.payload.client_order_id));
    bus.publish(event('a'));
    bus.publish(event('b'));
    stopFirst();
    bus.publish(event('c'));
    expect(first).toEqual(['a', 'b']);
    expect(second).toEqual(['a', 'b', 'c']);
  });
});
