import { expect, test } from 'vitest';
import type { WatchlistRowData } from './row-data';
import { nextSort, sortRows } from './sort-rows';

function row(symbol: string, price?: string, earnings?: string): WatchlistRowData {
  return {
    symbol,
    name: symbol,
    quote:
      price === undefined ? undefined : { price, change: '0', change_ratio: '0', volume: '1', high: price, low: price },
    summary:
      earnings === undefined
        ? undefined
        : { dividend_yield: null, next_earnings_date: earnings, target_price_mean: null },
  };
}

const rows = [row('MSFT', '410.5'), row('AAPL', '99.9'), row('NVDA'), row('AMD', '1000')];

test('prices sort as numbers, not as text', () => {
  expect(sortRows(rows, { column: 'last', direction: 'asc' }).map((r) => r.symbol)).toEqual([
    'AAPL',
    'MSFT',
    'AMD',
    'NVDA',
  ]);
  expect(sortRows(rows, { column: 'last', direction: 'desc' }).map((r) => r.symbol)).toEqual([
    'AMD',
    'MSFT',
    'AAPL',
    'NVDA',
  ]);
});

test('a row with no value stays last in both directions and no sort keeps the saved order', () => {
  expect(sortRows(rows, { column: 'last', direction: 'desc' }).at(-1)?.symbol).toBe('NVDA');
  expect(sortRows(rows, null).map((r) => r.symbol)).toEqual(['MSFT', 'AAPL', 'NVDA', 'AMD']);
});

test('symbols and dates sort as text', () => {
  expect(sortRows(rows, { column: 'symbol', direction: 'asc' }).map((r) => r.symbol)).toEqual([
    'AAPL',
    'AMD',
    'MSFT',
    'NVDA',
  ]);
  const dated = [row('A', '1', '2026-12-01'), row('B', '1', '2026-11-20')];
  expect(sortRows(dated, { column: 'next_earnings', direction: 'asc' }).map((r) => r.symbol)).toEqual(['B', 'A']);
});

test('clicking a header cycles ascending, descending, saved order', () => {
  const asc = nextSort(null, 'last');
  expect(asc).toEqual({ column: 'last', direction: 'asc' });
  const desc = nextSort(asc, 'last');
  expect(desc).toEqual({ column: 'last', direction: 'desc' });
  expect(nextSort(desc, 'last')).toBeNull();
  expect(nextSort(desc, 'volume')).toEqual({ column: 'volume', direction: 'asc' });
});
