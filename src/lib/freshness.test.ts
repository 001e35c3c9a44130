import { expect, test } from 'vitest';
import { formatAge, isStale } from './freshness';

const NOW = Date.parse('2026-11-18T15:30:00Z');

test('an age reads in seconds, then whole minutes, then whole hours', () => {
  expect(formatAge(NOW - 400, NOW)).toBe('0 s');
  expect(formatAge(NOW - 59_000, NOW)).toBe('59 s');
  expect(formatAge(NOW - 119_000, NOW)).toBe('1 min');
  expect(formatAge(NOW - 59 * 60_000, NOW)).toBe('59 min');
  expect(formatAge(NOW - 3 * 3_600_000 - 59 * 60_000, NOW)).toBe('3 h');
  // A time ahead of the clock (a skewed source) is no age at all, not a negative one.
  expect(formatAge(NOW + 5_000, NOW)).toBe('0 s');
});

test('a price is stale past the limit, not at it', () => {
  expect(isStale(NOW - 10_000, NOW)).toBe(false);
  expect(isStale(NOW - 10_001, NOW)).toBe(true);
});
