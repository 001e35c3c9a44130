import { expect, test } from 'vitest';
import { explainFailure } from './explain-failure';

test("the paper broker's buying-power refusal names what the order needed and what was there", () => {
  expect(explainFailure('Insufficient buying power: the order needs 19003.00 USD, 5000.00 USD is available.')).toBe(
    'Not enough buying power: the order needed $19,003.00, and $5,000.00 was available.',
  );
  expect(explainFailure('INSUFFICIENT_BUYING_POWER')).toBe('Not enough buying power for this order.');
});

test('other known refusals are explained, unknown ones are shown as the broker wrote them', () => {
  expect(
    explainFailure('Not enough shares: AAPL sell of 20 exceeds the position, and a cash account cannot sell short.'),
  ).toBe('Not enough shares: the sale is larger than the position, and a cash account cannot sell short.');
  expect(explainFailure('GME cannot be sold short.')).toBe('This stock cannot be sold short now.');
  expect(explainFailure('The current period does not support placing night orders')).toMatch(/^Overnight orders/);
  expect(explainFailure('Exchange halted the symbol')).toBe('Exchange halted the symbol');
  expect(explainFailure(undefined)).toBe('The broker refused the order without giving a reason.');
  expect(explainFailure(undefined, true)).toMatch(/never received this order/);
});

test("a refusal quoting amounts in the broker's words reads them as money, as the toast does", () => {
  expect(explainFailure('Insufficient buying power: the order needs 988150.00 USD, 25000.00 USD is available.')).toBe(
    'Not enough buying power: the order needed $988,150.00, and $25,000.00 was available.',
  );
});
