import { expect, test } from 'vitest';
import type { Bar } from '../../../contracts/market-data';
import { mergeBars, olderPageParam } from './merge-bars';

const bar = (time: number, close = '1.00'): Bar => ({ time, open: '1.00', high: '1.00', low: '1.00', close, volume: '10' });

test('older pages are prepended and the freshest copy of a bar wins', () => {
  const older = [bar(1), bar(2)];
  const newer = [bar(3), bar(4, '1.50')];
  const latest = [bar(4, '1.75'), bar(5)];
  const merged = mergeBars([older, newer, latest]);
  expect(merged.map((b) => b.time)).toEqual([1, 2, 3, 4, 5]);
  expect(merged[3]?.close).toBe('1.75');
});

test('the next older page ends at the oldest bar loaded', () => {
  expect(olderPageParam([bar(100), bar(200)], undefined)).toBe(100);
  expect(olderPageParam([bar(50), bar(60)], 100)).toBe(50);
});

test('paging stops when nothing older comes back', () => {
  expect(olderPageParam([], 100)).toBeUndefined();
  // A server that ignored `end` would otherwise page forever.
  expect(olderPageParam([bar(100), bar(200)], 100)).toBeUndefined();
});
