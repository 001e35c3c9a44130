import { expect, test } from 'vitest';
import { lastPrice, marketPriceFor } from './ticket-quote';

test('the last trade, else the middle of the book', () => {
  expect(lastPrice({ last: '190', bid: '1', ask: '2' })?.toString()).toBe('190');
  expect(lastPrice({ bid: '189.98', ask: '190.02' })?.toString()).toBe('190');
  expect(lastPrice({ bid: '189.98' })).toBeUndefined();
});

test('a market buy pays the ask, a sale gets the bid, the last stands in for a missing side', () => {
  const quote = { last: '190', bid: '189.99', ask: '190.01' };
  expect(marketPriceFor('BUY', quote)?.toString()).toBe('190.01');
  expect(marketPriceFor('SELL', quote)?.toString()).toBe('189.99');
  expect(marketPriceFor('SHORT', { last: '190' })?.toString()).toBe('190');
});
