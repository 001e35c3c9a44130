import { expect, test } from 'vitest';
import { queryKeys } from './query-keys';

test('the same symbols in any order, repeated or not, are one snapshot entry', () => {
  expect(queryKeys.snapshots(['MSFT', 'AAPL', 'MSFT'])).toEqual(queryKeys.snapshots(['AAPL', 'MSFT']));
  expect(queryKeys.snapshots(['AAPL'])).toEqual(['snapshots', 'AAPL']);
});

test('different symbols, searches or fundamentals parameters are different entries', () => {
  expect(queryKeys.snapshots(['AAPL'])).not.toEqual(queryKeys.snapshots(['AAPL', 'MSFT']));
  expect(queryKeys.instrumentSearch('micro', 10)).not.toEqual(queryKeys.instrumentSearch('micron', 10));
  expect(queryKeys.fundamental('income', 'AAPL', { type: 'ANNUAL' })).not.toEqual(
    queryKeys.fundamental('income', 'AAPL', { type: 'QUARTERLY' }),
  );
});
