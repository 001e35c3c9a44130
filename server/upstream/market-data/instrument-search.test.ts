import { expect, test } from 'vitest';
import { InstrumentIndex } from './instrument-search';

const index = new InstrumentIndex(
  [
    ['AAPL', 'Apple Inc.'],
    ['AA', 'Alcoa Corporation'],
    ['AAL', 'American Airlines Group'],
    ['MSFT', 'Microsoft Corporation'],
    ['SPY', 'SPDR S&P 500 ETF Trust'],
    ['APLE', 'Apple Hospitality REIT'],
  ].map(([symbol = '', name = '']) => ({
    symbol,
    name,
    exchange_code: 'NAS',
    category: 'US_STOCK' as const,
    instrument_id: symbol,
  })),
);

test('the exact symbol comes first, then shorter symbol prefixes, then names', () => {
  expect(index.search('aa', 10).map((i) => i.symbol)).toEqual(['AA', 'AAL', 'AAPL']);
  expect(index.search('apple', 10).map((i) => i.symbol)).toEqual(['AAPL', 'APLE']);
});

test('a word inside the name matches', () => {
  expect(index.search('airlines', 10).map((i) => i.symbol)).toEqual(['AAL']);
  expect(index.search('500', 10).map((i) => i.symbol)).toEqual(['SPY']);
});

test('the limit is honoured and no match gives an empty list', () => {
  expect(index.search('a', 2)).toHaveLength(2);
  expect(index.search('xyz', 10)).toEqual([]);
});
