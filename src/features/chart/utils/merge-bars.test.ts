import { expect, test } from 'vitest';
import type { Bar } from '@contracts/market-data';
import { accumulateTail, mergeBars, olderPageParam } from './merge-bars';

const bar = (time: number, close = '1.00'): Bar => ({
  time,
  open: '1.00',
  high: '1.00',
  low: '1.00',
  close,
  volume: '10',
});

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

test('bars formed between polls stay after the poll moves on', () => {
  const first = accumulateTail(undefined, [bar(1), bar(2)], 100);
  const second = accumulateTail(first, [bar(2, '1.25'), bar(3)], 100);
  const third = accumulateTail(second, [bar(4), bar(5)], 100);
  expect(third.map((b) => b.time)).toEqual([1, 2, 3, 4, 5]);
  expect(third[1]?.close).toBe('1.25');
});

test('the accumulated tail keeps only the newest bars past its cap', () => {
  expect(accumulateTail([bar(1), bar(2), bar(3)], [bar(4)], 2).map((b) => b.time)).toEqual([3, 4]);
});
