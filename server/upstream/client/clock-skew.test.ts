import { expect, test } from 'vitest';
import { createClockSkewTracker, needsCorrection, offsetFromDateHeader } from './clock-skew';

const T = Date.UTC(2026, 10, 26, 9, 30, 0);
const dated = (ms: number) => new Date(ms).toUTCString();

test('the offset is the Date header (middle of its second) against the middle of the round trip', () => {
  // Sent at T, received 200 ms later; the broker dated its answer ten minutes ahead.
  expect(offsetFromDateHeader(dated(T + 600_000), T, T + 200)).toBe(600_000 + 500 - 100);
  expect(offsetFromDateHeader(dated(T - 600_000), T, T)).toBe(-600_000 + 500);
  expect(offsetFromDateHeader(dated(T), T, T)).toBe(500);
});

test('a missing or malformed Date header gives no measurement', () => {
  for (const header of [null, '', 'yesterday', '2026-11-26T09:30:00Z', 'Thu, 26 Nov 2026 09:30:00 +0000']) {
    expect(offsetFromDateHeader(header, T, T)).toBeNull();
  }
});

test('only an offset of 30 s or more is corrected, either way', () => {
  expect(needsCorrection(29_999)).toBe(false);
  expect(needsCorrection(-29_999)).toBe(false);
  expect(needsCorrection(30_000)).toBe(true);
  expect(needsCorrection(-600_000)).toBe(true);
});

test('the tracker corrects while the broker is far off, and stops once it is put right', () => {
  const tracker = createClockSkewTracker();
  expect(tracker.current()).toEqual({ offset_ms: null, measured_at: null, corrected: false });
  expect(tracker.correctionMs()).toBe(0);

  expect(tracker.observe(dated(T + 600_000), T, T)).toBe(true);
  expect(tracker.current()).toEqual({ offset_ms: 600_500, measured_at: T, corrected: true });
  expect(tracker.correctionMs()).toBe(600_500);

  // An answer without the header keeps the last measurement.
  expect(tracker.observe(null, T + 1_000, T + 1_000)).toBe(false);
  expect(tracker.current().measured_at).toBe(T);

  expect(tracker.observe(dated(T + 5_000), T + 5_000, T + 5_000)).toBe(true);
  expect(tracker.current()).toEqual({ offset_ms: 500, measured_at: T + 5_000, corrected: false });
  expect(tracker.correctionMs()).toBe(0);
});
