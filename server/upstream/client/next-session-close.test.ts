import { expect, test } from 'vitest';
import { msUntilNextSessionClose } from './next-session-close';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// Wednesday 25 Nov 2026, 10:30 New York (EST, UTC-5).
const wednesdayMorning = Date.UTC(2026, 10, 25, 15, 30);

test('in the morning the close is the same afternoon at 16:00', () => {
  expect(msUntilNextSessionClose(wednesdayMorning)).toBe(5 * HOUR + 30 * MINUTE);
  expect(msUntilNextSessionClose(wednesdayMorning + 15 * 1000)).toBe(5 * HOUR + 30 * MINUTE - 15 * 1000);
});

test('after the close, the next trading day closes next: Thanksgiving is skipped, Friday closes early', () => {
  // Wednesday 17:00 -> Friday 27 Nov 13:00 (an early close): 44 hours.
  expect(msUntilNextSessionClose(Date.UTC(2026, 10, 25, 22, 0))).toBe(44 * HOUR);
});

test('over a weekend the close is Monday afternoon', () => {
  // Saturday 28 Nov 12:00 -> Monday 30 Nov 16:00.
  expect(msUntilNextSessionClose(Date.UTC(2026, 10, 28, 17, 0))).toBe(52 * HOUR);
});
