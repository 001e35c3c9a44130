import { expect, test } from 'vitest';
import { COLUMNS, needsSummary } from './columns';
import type { WatchlistRowData } from './row-data';

const row: WatchlistRowData = {
  symbol: 'MSFT',
  name: 'Microsoft',
  quote: {
    price: '400',
    change: '-2.5',
    change_ratio: '-0.0062',
    volume: '12345678',
    high: '405',
    low: '398.1',
    bid: '399.99',
    ask: '400.01',
  },
  summary: { dividend_yield: '0.0075', next_earnings_date: '2027-01-28', target_price_mean: '460' },
};

test('target upside is shown and sorted against the last price', () => {
  expect(COLUMNS.target_upside.text(row)).toBe('+15.00%');
  expect(COLUMNS.target_upside.sortKey(row)?.toString()).toBe('0.15');
  expect(COLUMNS.target_upside.text({ ...row, summary: undefined })).toBeUndefined();
});

test('cells format what a trader expects to read', () => {
  expect(COLUMNS.change.text(row)).toBe('-2.50');
  expect(COLUMNS.change.direction?.(row)).toBe('down');
  expect(COLUMNS.volume.text(row)).toBe('12.35M');
  expect(COLUMNS.bid_ask.text(row)).toBe('399.99 / 400.01');
  expect(COLUMNS.day_range.text(row)).toBe('398.10 – 405.00');
  expect(COLUMNS.dividend_yield.text(row)).toBe('0.75%');
  expect(COLUMNS.extended.text(row)).toBeUndefined();
});

test('the summary is needed only for the fundamentals columns', () => {
  expect(needsSummary(['last', 'volume'])).toBe(false);
  expect(needsSummary(['last', 'next_earnings'])).toBe(true);
});
