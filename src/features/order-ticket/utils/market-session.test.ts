import { expect, test } from 'vitest';
import { marketMinuteAt, momentOfMinute, sessionInMinute } from './market-session';

const NOW = Date.parse('2026-11-21T15:00:00Z'); // Saturday 10:00 New York

test('the session is reckoned on market time, not on the wall clock', () => {
  // A market replaying Wednesday 10:00 while the wall clock says Saturday.
  const replay = { market_time: Date.parse('2026-11-18T15:00:00Z'), wall_time: NOW };
  expect(sessionInMinute(marketMinuteAt(replay, NOW))).toBe('regular');
  expect(sessionInMinute(marketMinuteAt(replay, NOW + 7 * 3_600_000))).toBe('post');
  expect(sessionInMinute(marketMinuteAt({ market_time: NOW, wall_time: NOW }, NOW))).toBe('closed');
});

test('the market minute changes only when the market clock passes a whole minute', () => {
  // A market clock 20.5 s ahead of the wall clock: its minute turns at the wall's 39.5 s.
  const ahead = { market_time: NOW + 20_500, wall_time: NOW };
  expect(marketMinuteAt(ahead, NOW + 39_499)).toBe(marketMinuteAt(ahead, NOW));
  expect(marketMinuteAt(ahead, NOW + 39_500)).toBe(marketMinuteAt(ahead, NOW) + 1);
  // The last minute of regular hours, 15:59, is still regular; 16:00 is after hours.
  const wednesday1559 = Math.floor(Date.parse('2026-11-18T20:59:59Z') / 60_000);
  expect(sessionInMinute(wednesday1559)).toBe('regular');
  expect(sessionInMinute(wednesday1559 + 1)).toBe('post');
  expect(momentOfMinute(wednesday1559).minute).toBe(15 * 60 + 59);
});
