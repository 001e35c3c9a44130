import { expect, test } from 'vitest';
import { formatAgo, formatWait } from './format-age';

const NOW = Date.parse('2026-11-18T15:30:00Z');

test('the panel says ages as the rest of the page does, and never for what never happened', () => {
  expect(formatAgo(null, NOW)).toBe('never');
  expect(formatAgo(NOW - 4_000, NOW)).toBe('4 s ago');
  expect(formatAgo(NOW - 90_000, NOW)).toBe('1 min ago');
});

test('a wait reads in tenths of a second, and none as now', () => {
  expect(formatWait(0)).toBe('now');
  expect(formatWait(1_234)).toBe('1.2 s');
});
