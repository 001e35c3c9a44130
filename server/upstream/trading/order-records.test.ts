import { expect, test } from 'vitest';
import { toTradingOrders, upstreamOrderGroupSchema } from './order-records';

const record = (fields: Record<string, unknown>) =>
  upstreamOrderGroupSchema.parse({
    client_order_id: 'o1',
    combo_type: 'NORMAL',
    orders: [
      {
        client_order_id: 'o1',
        order_id: '9001',
        combo_type: 'NORMAL',
        symbol: 'AAPL',
        side: 'SELL',
        status: 'SUBMITTED',
        time_in_force: 'GTC',
        total_quantity: '5',
        filled_quantity: '0',
        place_time: '1763479800000',
        ...fields,
      },
    ],
  });

test("a trailing stop's stop_price is its trigger now, kept apart from a stop the trader set", () => {
  const [trailing] = toTradingOrders(
    'ACC1',
    record({
      order_type: 'TRAILING_STOP_LOSS',
      trailing_type: 'AMOUNT',
      trailing_stop_step: '1.00',
      stop_price: '189.50',
    }),
    1,
  );
  expect(trailing).toMatchObject({
    trailing_type: 'AMOUNT',
    trailing_stop_step: '1.00',
    trailing_stop_price: '189.50',
  });
  expect(trailing?.stop_price).toBeUndefined();

  const [stop] = toTradingOrders('ACC1', record({ order_type: 'STOP_LOSS', stop_price: '180.00' }), 1);
  expect(stop?.stop_price).toBe('180.00');
  expect(stop?.trailing_stop_price).toBeUndefined();

  // A trailing stop the broker has not yet started (a bracket's leg) has no trigger yet.
  const [waiting] = toTradingOrders(
    'ACC1',
    record({ order_type: 'TRAILING_STOP_LOSS', trailing_type: 'PERCENTAGE', trailing_stop_step: '0.02' }),
    1,
  );
  expect(waiting).not.toHaveProperty('trailing_stop_price');
  expect(waiting).not.toHaveProperty('stop_price');
});
