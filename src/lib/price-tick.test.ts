import Decimal from 'decimal.js';
import { expect, test } from 'vitest';
import { isOnTick, roundToTick, tickSizeFor } from './price-tick';

test('a cent at or above one dollar, a hundredth of a cent below it', () => {
  expect(tickSizeFor(new Decimal('1')).toString()).toBe('0.01');
  expect(tickSizeFor(new Decimal('190.12')).toString()).toBe('0.01');
  expect(tickSizeFor(new Decimal('0.9999')).toString()).toBe('0.0001');
});

test('prices off the grid are told apart from prices on it', () => {
  expect(isOnTick(new Decimal('190.12'))).toBe(true);
  expect(isOnTick(new Decimal('190.125'))).toBe(false);
  expect(isOnTick(new Decimal('0.1234'))).toBe(true);
  expect(isOnTick(new Decimal('0.12345'))).toBe(false);
  expect(isOnTick(new Decimal('1.0001'))).toBe(false);
});

test('a price read off the screen is rounded onto the grid', () => {
  expect(roundToTick(190.12345)).toBe('190.12');
  expect(roundToTick(190.1)).toBe('190.10');
  expect(roundToTick(190.125)).toBe('190.13');
  expect(roundToTick(0.123456)).toBe('0.1235');
  expect(roundToTick(0.99996)).toBe('1.00');
});
