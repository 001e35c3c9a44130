import { expect, test } from 'vitest';
import { cashAmountGridIssues, draftGridIssues, GRID_WORDS, priceGridIssue, quantityGridIssues } from './order-grid';

test('prices: cents at or above $1, hundredths of a cent below; trailing zeros are on the grid', () => {
  expect(['1', '1.00', '190.12', '190.1200', '0.1234', '0.99', '0.0001', '200000.01'].map(priceGridIssue)).toEqual(
    Array(8).fill(undefined),
  );
  expect(priceGridIssue('190.125')).toBe(GRID_WORDS.dollarTick);
  expect(priceGridIssue('1.0001')).toBe(GRID_WORDS.dollarTick);
  expect(priceGridIssue('0.12345')).toBe(GRID_WORDS.subDollarTick);
  expect(priceGridIssue('00.00001')).toBe(GRID_WORDS.subDollarTick);
});

test('quantities: at most 200,000 shares, fractions of at most 5 decimals, on market and limit orders', () => {
  const limit = { instrument: undefined, orderType: 'LIMIT' } as const;
  expect(quantityGridIssues('200000', limit)).toEqual([]);
  expect(quantityGridIssues('200000.00', limit)).toEqual([]);
  expect(quantityGridIssues('200000.5', limit)).toEqual([GRID_WORDS.maxShares]);
  expect(quantityGridIssues('1000000', limit)).toEqual([GRID_WORDS.maxShares]);
  expect(quantityGridIssues('0.12345', limit)).toEqual([]);
  expect(quantityGridIssues('0.123456', limit)).toEqual([GRID_WORDS.shareDecimals]);
  expect(quantityGridIssues('1.5', { instrument: undefined, orderType: 'STOP_LOSS' })).toEqual([
    GRID_WORDS.fractionOrderType,
  ]);
  // A replace keeps its order's type: only what the number alone shows.
  expect(quantityGridIssues('1.5', { instrument: undefined, orderType: undefined })).toEqual([]);
});

test('an instrument in whole shares takes no fraction and no amount', () => {
  const whole = { symbol: 'BRK.A', fractionable: false };
  expect(quantityGridIssues('1.5', { instrument: whole, orderType: 'LIMIT' })).toEqual([
    GRID_WORDS.wholeShares('BRK.A'),
  ]);
  expect(quantityGridIssues('2', { instrument: whole, orderType: 'LIMIT' })).toEqual([]);
  expect(cashAmountGridIssues('100', whole)).toEqual([GRID_WORDS.noAmount('BRK.A')]);
  expect(cashAmountGridIssues('100.005', { symbol: 'AAPL', fractionable: true })).toEqual([GRID_WORDS.cents]);
  expect(cashAmountGridIssues(undefined, { symbol: 'AAPL', fractionable: true })).toEqual([]);
});

test("a draft's issues name each field as the body does, the bracket's by its path", () => {
  const draft: Parameters<typeof draftGridIssues>[0] = {
    order_type: 'LIMIT',
    entrust_type: 'QTY',
    quantity: '10',
    limit_price: '187.255',
    bracket: { take_profit_price: '200.00', stop_loss_price: '0.00005' },
  };
  expect(draftGridIssues(draft, undefined)).toEqual([
    { field: 'limit_price', message: GRID_WORDS.dollarTick },
    { field: 'bracket.stop_loss_price', message: GRID_WORDS.subDollarTick },
  ]);
});
