import { expect, test } from 'vitest';
import { clientOrderIdSchema } from '@contracts/orders';
import { mintClientOrderId } from './client-order-id';
import { closeOrderDraft, describeClose } from './close-order';

const position = (quantity: string) => ({
  symbol: 'AAPL',
  quantity,
  cost_price: '180.00',
  last_price: '190.00',
  unrealized_pl: '100.00',
});

test('a long is sold and a short bought back, all of it, at market for the regular session', () => {
  expect(describeClose(position('10.00'))).toBe('Sell 10 AAPL at market');
  expect(closeOrderDraft('ACC1', position('10.00'), 'P1')).toEqual({
    account_id: 'ACC1',
    client_order_id: 'P1',
    symbol: 'AAPL',
    side: 'SELL',
    order_type: 'MARKET',
    time_in_force: 'DAY',
    session: 'CORE',
    entrust_type: 'QTY',
    quantity: '10',
  });
  expect(describeClose(position('-5'))).toBe('Buy 5 AAPL at market');
  expect(closeOrderDraft('ACC1', position('-0.5'), 'P2')).toMatchObject({ side: 'BUY', quantity: '0.5' });
});

test('minted order ids are 20 letters and digits, different each time', () => {
  const ids = new Set(Array.from({ length: 50 }, () => mintClientOrderId()));
  expect(ids.size).toBe(50);
  for (const id of ids) {
    expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(clientOrderIdSchema.safeParse(id).success).toBe(true);
  }
});
