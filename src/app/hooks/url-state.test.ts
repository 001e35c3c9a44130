import { expect, test } from 'vitest';
import { readUrlState, writeUrlState } from './url-state';

test('reads symbol and timespan from the address, with AAPL and D as defaults', () => {
  expect(readUrlState('?symbol=msft&timespan=M5')).toEqual({ symbol: 'MSFT', timespan: 'M5' });
  expect(readUrlState('')).toEqual({ symbol: 'AAPL', timespan: 'D' });
  expect(readUrlState('?symbol=%3F%3F&timespan=S5')).toEqual({ symbol: 'AAPL', timespan: 'D' });
});

test('an unknown but well-formed symbol is kept so the page can say it is unknown', () => {
  expect(readUrlState('?symbol=ZZZZ').symbol).toBe('ZZZZ');
});

test('writes the state and keeps other parameters', () => {
  expect(writeUrlState('?debug=1', { symbol: 'NVDA', timespan: 'W' })).toBe('?debug=1&symbol=NVDA&timespan=W');
});
