import { expect, test } from 'vitest';
import { lastPrice, marketPriceFor, pickTicketQuote } from './ticket-quote';

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

test('the streamed quote and book replace the snapshot only when newer', () => {
  const snapshot = { price: '190', bid: '189.99', ask: '190.01', received_at: 100 };
  const live = { price: '191', received_at: 200 };
  const book = { bids: [{ price: '190.98', size: '1' }], asks: [{ price: '191.02', size: '1' }], received_at: 200 };
  expect(pickTicketQuote(snapshot, live, book)).toEqual({ last: '191', bid: '190.98', ask: '191.02' });
  expect(pickTicketQuote(snapshot, { ...live, received_at: 50 }, { ...book, received_at: 50 })).toEqual({
    last: '190',
    bid: '189.99',
    ask: '190.01',
  });
  expect(pickTicketQuote(undefined, undefined, undefined)).toEqual({ last: undefined, bid: undefined, ask: undefined });
});
