import { expect, test } from 'vitest';
import { tradingOrder } from '@src/testing/trading-fixtures';
import { buildChange, canModify, editableFields } from './edit-order';

test('only the terms an order has may change, and only changed ones are sent', () => {
  const stopLimit = tradingOrder({ order_type: 'STOP_LOSS_LIMIT', stop_price: '186.00' });
  expect(editableFields(stopLimit)).toEqual(['quantity', 'limit_price', 'stop_price']);
  expect(editableFields(tradingOrder({ order_type: 'MARKET', limit_price: undefined }))).toEqual(['quantity']);
  expect(buildChange(stopLimit, { quantity: '10', limit_price: '185', stop_price: '186.50' })).toEqual({
    ok: true,
    change: { stop_price: '186.50' },
  });
  expect(buildChange(stopLimit, { quantity: '10.0', limit_price: '185.00', stop_price: '186' })).toEqual({
    ok: true,
    change: null,
  });
});

test('a value that is not a number above 0 is refused in words before anything is sent', () => {
  expect(buildChange(tradingOrder(), { quantity: '0', limit_price: '185' })).toEqual({
    ok: false,
    error: 'New quantity: enter a number above 0.',
  });
  expect(buildChange(tradingOrder(), { quantity: '10', limit_price: '18a' })).toEqual({
    ok: false,
    error: 'New limit price: enter a number above 0.',
  });
});

test('an order of a kind the dashboard does not model is never offered a change', () => {
  expect(canModify(tradingOrder({ status: 'SUBMITTED' }))).toBe(true);
  const option = tradingOrder({ status: 'SUBMITTED', raw: { instrument_type: 'OPTION', side: 'BUY' } });
  expect(canModify(option)).toBe(false);
  expect(canModify(tradingOrder({ status: 'OTHER', raw: { status: 'PENDING_REVIEW' } }))).toBe(false);
});
