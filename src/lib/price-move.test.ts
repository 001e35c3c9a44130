import { expect, test } from 'vitest';
import { describePriceMove, formatMovePercent } from './price-move';

test('a move is said from the old price to the new one, with its signed percent', () => {
  expect(describePriceMove('191.00', '183.1')).toBe('191.00 → 183.10 (-4.1 %)');
  expect(describePriceMove('100', '104.56')).toBe('100.00 → 104.56 (+4.6 %)');
});

test('a move under 1 % keeps two decimals, so a few ticks never read as none', () => {
  expect(formatMovePercent('190.00', '190.02')).toBe('+0.01 %');
  expect(formatMovePercent('190.00', '189.00')).toBe('-0.53 %');
  expect(formatMovePercent('0.5000', '0.5001')).toBe('+0.02 %');
});
