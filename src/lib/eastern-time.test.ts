import { expect, test } from 'vitest';
import { classifySession, formatEasternDateTime, tradingSessionAt } from './eastern-time';

// 2024-05-01 is in daylight time (UTC-4); 2024-01-10 is in standard time (UTC-5).
const summer = (hhmm: string) => Date.parse(`2024-05-01T${hhmm}:00Z`);
const winter = (hhmm: string) => Date.parse(`2024-01-10T${hhmm}:00Z`);

test('classifies summer bar times by the New York clock', () => {
  expect(classifySession(summer('07:59'))).toBe('overnight'); // 03:59 ET
  expect(classifySession(summer('08:00'))).toBe('pre'); // 04:00 ET
  expect(classifySession(summer('13:29'))).toBe('pre'); // 09:29 ET
  expect(classifySession(summer('13:30'))).toBe('regular'); // 09:30 ET
  expect(classifySession(summer('19:59'))).toBe('regular'); // 15:59 ET
  expect(classifySession(summer('20:00'))).toBe('post'); // 16:00 ET
  expect(classifySession(summer('23:59'))).toBe('post'); // 19:59 ET
  expect(classifySession(Date.parse('2024-05-02T00:00:00Z'))).toBe('overnight'); // 20:00 ET
});

test('classification follows daylight saving time', () => {
  expect(classifySession(winter('14:29'))).toBe('pre'); // 09:29 EST
  expect(classifySession(winter('14:30'))).toBe('regular'); // 09:30 EST
  expect(classifySession(winter('09:00'))).toBe('pre'); // 04:00 EST
  expect(classifySession(winter('08:59'))).toBe('overnight'); // 03:59 EST
});

test('timestamps are shown in Eastern time', () => {
  expect(formatEasternDateTime(summer('13:30'))).toBe('May 1, 2024 09:30:00 ET');
  expect(formatEasternDateTime(Date.parse('2024-01-10T03:05:09Z'))).toBe('Jan 9, 2024 22:05:09 ET');
});

test('the trading session follows the exchange calendar: weekends, holidays and early closes', () => {
  // 2026-11-26 is Thanksgiving, the 27th closes at 13:00 (after hours to 17:00), the 28th a Saturday.
  expect(tradingSessionAt(Date.parse('2026-11-26T15:00:00Z'))).toBe('closed');
  expect(tradingSessionAt(Date.parse('2026-11-27T18:30:00Z'))).toBe('post');
  expect(tradingSessionAt(Date.parse('2026-11-27T22:30:00Z'))).toBe('closed');
  expect(tradingSessionAt(Date.parse('2026-11-28T15:00:00Z'))).toBe('closed');
  expect(tradingSessionAt(Date.parse('2026-11-30T01:00:00Z'))).toBe('overnight');
  // A bar of the early close's after hours is shaded as after hours.
  expect(classifySession(Date.parse('2026-11-27T18:30:00Z'))).toBe('post');
});
