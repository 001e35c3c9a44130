import { expect, test } from 'vitest';
import type { TradingOrder } from '@contracts/orders';
import { describeOutcome, latestState, primaryOrder } from './order-outcome';

const order = (fields: Partial<TradingOrder>): TradingOrder => ({
  account_id: 'ACC1',
  client_order_id: 'id1',
  role: 'NORMAL',
  symbol: 'AAPL',
  side: 'BUY',
  order_type: 'LIMIT',
  time_in_force: 'DAY',
  session: 'CORE',
  status: 'SUBMITTED',
  filled_quantity: '0',
  updated_at: 1,
  ...fields,
});

test('accepted orders are working; a lost answer is being checked, never an error', () => {
  expect(describeOutcome(order({ status: 'SENDING' }))).toEqual({ tone: 'working', text: 'Sending…' });
  expect(describeOutcome(order({ status: 'SUBMITTED' }))).toEqual({ tone: 'working', text: 'Working' });
  expect(describeOutcome(order({ status: 'PENDING' })).text).toBe('Working');
  expect(describeOutcome(order({ status: 'PARTIAL_FILLED', filled_quantity: '3' })).text).toBe('Working, 3 filled');
  expect(describeOutcome(order({ status: 'CHECKING' }))).toEqual({
    tone: 'checking',
    text: 'Checking with the broker…',
  });
  expect(describeOutcome(order({ status: 'FILLED', filled_price: '190.01' })).text).toBe('Filled at 190.01');
});

test('refusals carry their reason', () => {
  expect(describeOutcome(order({ status: 'FAILED', message: 'Not enough buying power' }))).toEqual({
    tone: 'refused',
    text: 'Refused: Not enough buying power for this order.',
  });
  // The paper broker's words quote amounts as `988150.00 USD`; the ticket reads them as money.
  expect(
    describeOutcome(
      order({
        status: 'FAILED',
        message: 'Insufficient buying power: the order needs 988150.00 USD, 25000.00 USD is available.',
      }),
    ).text,
  ).toBe('Refused: Not enough buying power: the order needed $988,150.00, and $25,000.00 was available.');
  expect(describeOutcome(order({ status: 'NOT_PLACED' })).text).toBe('Not placed: the broker never received it.');
});

test("a bracket's result is about its entry", () => {
  const orders = [
    order({ client_order_id: 'idP', role: 'STOP_PROFIT' }),
    order({ client_order_id: 'idM', role: 'MASTER' }),
    order({ client_order_id: 'idL', role: 'STOP_LOSS' }),
  ];
  expect(primaryOrder(orders)?.client_order_id).toBe('idM');
});

test('the newest state of the order wins, wherever it is listed', () => {
  const sent = order({ status: 'CHECKING', updated_at: 5 });
  const open = [order({ status: 'SUBMITTED', updated_at: 7 }), order({ client_order_id: 'other', updated_at: 99 })];
  const history = [order({ status: 'FILLED', updated_at: 9 })];
  expect(latestState('id1', sent, [open, history])?.status).toBe('FILLED');
  expect(latestState('id1', sent, [undefined, [order({ status: 'SUBMITTED', updated_at: 4 })]])?.status).toBe(
    'CHECKING',
  );
});

test('before the answer, the live lists tell the state; nothing known is undefined', () => {
  const open = [order({ status: 'SUBMITTED', updated_at: 7 }), order({ client_order_id: 'other', updated_at: 99 })];
  expect(latestState('id1', undefined, [open, undefined])?.status).toBe('SUBMITTED');
  expect(latestState('id1', undefined, [[order({ client_order_id: 'other' })], undefined])).toBeUndefined();
});
