import { expect, test } from 'vitest';
import { priceGridIssue } from './order-grid';
import { roundToTick } from '@market/price-tick';

test('a price read off the screen goes on the grid: cents from $1, hundredths of a cent below', () => {
  expect(roundToTick(190.12345)).toBe('190.12');
  expect(roundToTick(190.1)).toBe('190.10');
  expect(roundToTick(190.104)).toBe('190.10');
  expect(roundToTick(190.105)).toBe('190.11');
  expect(roundToTick(190.125)).toBe('190.13');
  expect(roundToTick(0.123456)).toBe('0.1235');
  expect(roundToTick(0.99996)).toBe('1.00');
});

test('it rounds once, to the nearest grid price, never by way of four places', () => {
  // Rounded to four places first, 100.004951 would become 100.0050 and then 100.01.
  expect(roundToTick(100.004951)).toBe('100.00');
  expect([57.124999, 0.00994999, 12.3449999, 1.004999].map((price) => roundToTick(price))).toEqual([
    '57.12',
    '0.0099',
    '12.34',
    '1.00',
  ]);
});

test('nothing is offered off the scale, at zero, below zero or under the smallest step', () => {
  expect(roundToTick(null)).toBeNull();
  expect(roundToTick(Number.NaN)).toBeNull();
  expect(roundToTick(Number.POSITIVE_INFINITY)).toBeNull();
  expect(roundToTick(0)).toBeNull();
  expect(roundToTick(-3)).toBeNull();
  expect(roundToTick(0.00004)).toBeNull();
});

test('what it offers the broker accepts: every rounded price is on the grid', () => {
  for (const price of [0.00005, 0.5, 0.99994, 0.99996, 1, 1.005, 57.124999, 190.125, 4321.987654]) {
    const rounded = roundToTick(price);
    expect(rounded).not.toBeNull();
    expect(priceGridIssue(rounded ?? '')).toBeUndefined();
  }
});
