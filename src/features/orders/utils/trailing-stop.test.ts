import { expect, test } from 'vitest';
import { carryTrailingStop, trailWords } from './trailing-stop';

const sell = { side: 'SELL', trailing_type: 'AMOUNT', trailing_stop_step: '1.00' } as const;
const buyPct = { side: 'BUY', trailing_type: 'PERCENTAGE', trailing_stop_step: '0.02' } as const;

test('the trail reads as an amount of money or a percentage', () => {
  expect(trailWords(sell)).toBe('$1.00');
  expect(trailWords(buyPct)).toBe('2 %');
  expect(trailWords({ side: 'SELL', trailing_type: 'PERCENTAGE', trailing_stop_step: '0.005' })).toBe('0.5 %');
});

test("a sell's trigger rises with new highs and never falls back", () => {
  expect(carryTrailingStop(sell, '189.00', [])).toBe('189.00');
  expect(carryTrailingStop(sell, '189.00', ['190.50', '189.70', '191.25', '190.00'])).toBe('190.25');
  // Prices below the mark leave it where the broker said.
  expect(carryTrailingStop(sell, '189.00', ['188.00', '189.99'])).toBe('189.00');
});

test("a buy's percentage trigger falls with new lows, rounded up to the cent as the broker does", () => {
  // 100.00 x 1.02 = 102.00; 95.55 x 1.02 = 97.461, rounded away from the print: 97.47.
  expect(carryTrailingStop(buyPct, '102.00', ['99.00', '95.55', '97.00'])).toBe('97.47');
});

test('no trigger from the broker, none shown: trades alone do not say where the trail began', () => {
  expect(carryTrailingStop(sell, undefined, ['200.00'])).toBeUndefined();
});
