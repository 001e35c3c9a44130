import { expect, test } from 'vitest';
import { describeClose } from './close-order';

const position = (quantity: string) => ({
  symbol: 'AAPL',
  quantity,
  cost_price: '180.00',
  last_price: '190.00',
  unrealized_pl: '100.00',
});

test('a long is sold and a short bought back, all of it, its exits cancelled first', () => {
  expect(describeClose(position('10.00'))).toBe('Sell 10 AAPL at market, its exits cancelled first');
  expect(describeClose(position('-0.5'))).toBe('Buy 0.5 AAPL at market, its exits cancelled first');
});
