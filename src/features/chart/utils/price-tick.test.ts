import { describe, expect, it } from 'vitest';
import { roundToTick as menuPrice } from '@src/lib/price-tick';
import { roundToTick } from './price-tick';

describe('roundToTick (a dragged line)', () => {
  it('puts the price on the grid: cents from $1, hundredths of a cent below', () => {
    expect(roundToTick(190.104)).toBe('190.10');
    expect(roundToTick(190.105)).toBe('190.11');
    expect(roundToTick(0.123456)).toBe('0.1235');
    expect(roundToTick(0.99996)).toBe('1.00');
  });

  it('rounds once, to the nearest grid price, as the right-click menu does at the same point', () => {
    // Rounded to four places first, 100.004951 would become 100.0050 and then 100.01.
    expect(roundToTick(100.004951)).toBe('100.00');
    expect([57.124999, 0.00994999, 12.3449999, 1.004999].map((price) => roundToTick(price))).toEqual([
      '57.12',
      '0.0099',
      '12.34',
      '1.00',
    ]);
    expect(roundToTick(100.004951)).toBe(menuPrice(100.004951));
  });

  it('is null off the scale, at zero, below zero and under the smallest tick', () => {
    expect(roundToTick(null)).toBeNull();
    expect(roundToTick(Number.NaN)).toBeNull();
    expect(roundToTick(0)).toBeNull();
    expect(roundToTick(-3)).toBeNull();
    expect(roundToTick(0.00004)).toBeNull();
  });
});
