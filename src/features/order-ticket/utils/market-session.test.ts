import { expect, test } from 'vitest';
import { marketSessionAt } from './market-session';

const NOW = Date.parse('2026-11-21T15:00:00Z'); // Saturday 10:00 New York

test('the session is reckoned on market time, not on the wall clock', () => {
  // A market replaying Wednesday 10:00 while the wall clock says Saturday.
  const replay = { market_time: Date.parse('2026-11-18T15:00:00Z'), wall_time: NOW };
  expect(marketSessionAt(replay, NOW)).toBe('regular');
  expect(marketSessionAt(replay, NOW + 7 * 3_600_000)).toBe('post');
  expect(marketSessionAt({ market_time: NOW, wall_time: NOW }, NOW)).toBe('closed');
});
