import { expect, test } from 'vitest';
import { formatMoney } from './format-money';

test('money is dollars and cents with thousands grouped, the sign before the dollar', () => {
  expect(formatMoney('988150')).toBe('$988,150.00');
  expect(formatMoney('988150.00')).toBe('$988,150.00');
  expect(formatMoney('0.5')).toBe('$0.50');
  expect(formatMoney('-1234.567')).toBe('-$1,234.57');
  expect(formatMoney('-0')).toBe('$0.00');
  expect(formatMoney('n/a')).toBe('n/a');
});
