import { expect, test } from 'vitest';
import { tradingOrder } from '@src/testing/trading-fixtures';
import { stackLines } from './line-stacks';
import { orderLinesFor } from './order-lines';

const order = (id: string, limit: string, extra = {}) =>
  tradingOrder({ client_order_id: id, limit_price: limit, ...extra });

test('orders that rest at one price with the same terms make one stack, named by the first', () => {
  const lines = orderLinesFor(
    [order('A', '185.00'), order('B', '185.0'), order('C', '180.00'), order('D', '185.00')],
    'AAPL',
  );
  expect(stackLines(lines).map(({ key, count, line }) => [key, count, line.price])).toEqual([
    ['A:limit', 3, '185.00'],
    ['C:limit', 1, '180.00'],
  ]);
});

test('lines that look different at one price stay apart: side, size, and an order that may not be dragged', () => {
  const lines = orderLinesFor(
    [
      order('A', '185.00'),
      order('B', '185.00', { side: 'SELL' }),
      order('C', '185.00', { quantity: '20' }),
      order('D', '185.00', { status: 'SENDING' }),
    ],
    'AAPL',
  );
  expect(stackLines(lines).map((stack) => stack.key)).toEqual(['A:limit', 'B:limit', 'C:limit', 'D:limit']);
});

test('a held line leaves its stack for the price under the pointer; the stack is then named by the next', () => {
  const lines = orderLinesFor([order('A', '185.00'), order('B', '185.00'), order('C', '187.00')], 'AAPL');
  expect(stackLines(lines, { key: 'A:limit', price: '187.00' }).map(({ key, count }) => [key, count])).toEqual([
    ['A:limit', 2],
    ['B:limit', 1],
  ]);
  expect(stackLines(lines, { key: 'A:limit', price: '186.00' }).map(({ key, count }) => [key, count])).toEqual([
    ['A:limit', 1],
    ['B:limit', 1],
    ['C:limit', 1],
  ]);
});
