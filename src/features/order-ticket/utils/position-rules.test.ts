import Decimal from 'decimal.js';
import { expect, test } from 'vitest';
import { heldQuantity, isRiskReducing } from './position-rules';

test('risk-reducing: selling at most the long, buying at most the short', () => {
  const d = (v: number) => new Decimal(v);
  expect(isRiskReducing({ side: 'SELL' }, d(10), d(10))).toBe(true);
  expect(isRiskReducing({ side: 'SELL' }, d(11), d(10))).toBe(false);
  expect(isRiskReducing({ side: 'BUY' }, d(3), d(-3))).toBe(true);
  expect(isRiskReducing({ side: 'BUY' }, d(3), d(3))).toBe(false);
  expect(isRiskReducing({ side: 'SHORT' }, d(3), d(10))).toBe(false);
  expect(isRiskReducing({ side: 'SELL' }, d(3), undefined)).toBe(false);
});

test('the shares held of one symbol, short as negative, none as zero', () => {
  const positions = [
    { symbol: 'AAPL', quantity: '10' },
    { symbol: 'MSFT', quantity: '-4.5' },
  ];
  expect(heldQuantity(positions, 'MSFT').toString()).toBe('-4.5');
  expect(heldQuantity(positions, 'NVDA').toString()).toBe('0');
});
