import { expect, test } from 'vitest';
import { orderUpdate, tradingOrder } from '@src/testing/trading-fixtures';
import { announceUpdate } from './announce-update';

test('fills say what was bought or sold, how many and at what average price', () => {
  const partial = tradingOrder({ status: 'PARTIAL_FILLED', filled_quantity: '4', filled_price: '190.05' });
  expect(announceUpdate(orderUpdate(partial, { kind: 'partial_fill' }))?.text).toBe(
    'Partly filled: bought 4 of 10 AAPL at 190.05',
  );
  const sold = tradingOrder({ side: 'SELL', status: 'FILLED', filled_quantity: '10.00', filled_price: '190.05' });
  expect(announceUpdate(orderUpdate(sold, { kind: 'filled' }))).toEqual({
    tone: 'success',
    text: 'Filled: sold 10 AAPL at 190.05',
  });
});

test('refusals and cancellations are told in words; quiet steps are not announced', () => {
  const failed = tradingOrder({ status: 'FAILED' });
  expect(
    announceUpdate(
      orderUpdate(failed, { kind: 'failed', detail: 'Insufficient buying power: the order needs 1850.00 USD' }),
    ),
  ).toEqual({ tone: 'error', text: 'Refused: buy 10 AAPL. Not enough buying power: the order needed $1,850.00.' });
  const cancelled = tradingOrder({ status: 'CANCELLED', filled_quantity: '4' });
  expect(announceUpdate(orderUpdate(cancelled, { kind: 'cancelled' }))?.text).toBe(
    'Cancelled: Buy 10 AAPL limit 185.00 (4 filled)',
  );
  expect(announceUpdate(orderUpdate(tradingOrder(), { kind: 'accepted' }))).toBeNull();
});

test('a DAY order that expired says so, naming the order; a cancel that was not an expiry does not', () => {
  const expired = tradingOrder({ status: 'CANCELLED', limit_price: '190.00', message: 'expired at the close' });
  expect(announceUpdate(orderUpdate(expired, { kind: 'cancelled', detail: 'expired at the close' }))).toEqual({
    tone: 'info',
    text: 'Expired at the close: Buy 10 AAPL limit 190.00',
  });
  const night = tradingOrder({ status: 'CANCELLED', limit_price: '190.00' });
  expect(
    announceUpdate(orderUpdate(night, { kind: 'cancelled', detail: 'expired at the end of the overnight session' }))
      ?.text,
  ).toBe('Expired at the end of the overnight session: Buy 10 AAPL limit 190.00');
  const other = tradingOrder({ status: 'CANCELLED', message: 'cancelled with its master order' });
  expect(announceUpdate(orderUpdate(other, { kind: 'cancelled' }))?.text).toBe('Cancelled: Buy 10 AAPL limit 185.00');
});
