import { expect, test } from 'vitest';
import { balance, orderUpdate, positionList, tradingOrder } from '../testing/trading-fixtures';
import { parseTradingMessage } from './live-trading-message';

const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

test('an order update on its account topic is passed on', () => {
  const update = orderUpdate(tradingOrder());
  expect(parseTradingMessage('orders/ACC1', bytes(update))).toEqual({
    kind: 'orders',
    accountId: 'ACC1',
    data: update,
  });
});

test('a balance and positions update on its account topic is passed on', () => {
  const update = { balance: balance(), positions: positionList([]) };
  expect(parseTradingMessage('account/ACC1', bytes(update))).toEqual({
    kind: 'account',
    accountId: 'ACC1',
    data: update,
  });
});

test('trading payloads of another account, or not matching the contract, are dropped', () => {
  expect(parseTradingMessage('orders/ACC2', bytes(orderUpdate(tradingOrder())))).toBeNull();
  expect(parseTradingMessage('account/ACC2', bytes({ balance: balance(), positions: positionList([]) }))).toBeNull();
  expect(parseTradingMessage('orders/ACC1', bytes({ order: tradingOrder() }))).toBeNull();
  const update = orderUpdate(tradingOrder());
  expect(
    parseTradingMessage('orders/ACC1', bytes({ ...update, order: { ...update.order, status: 'WORKING' } })),
  ).toBeNull();
  expect(parseTradingMessage('orders/ACC1/x', bytes(orderUpdate(tradingOrder())))).toBeNull();
});
