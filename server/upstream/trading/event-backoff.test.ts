import { expect, test } from 'vitest';
import { EVENT_BACKOFF, eventRetryDelayMs } from './event-backoff';

test('each schedule doubles from half its base up to its cap, the random half on top', () => {
  const low = (attempt: number) => eventRetryDelayMs(EVENT_BACKOFF.dropped, attempt, () => 0);
  const high = (attempt: number) => eventRetryDelayMs(EVENT_BACKOFF.dropped, attempt, () => 0.999_999);
  expect([0, 1, 2, 3, 4, 5, 6].map(low)).toEqual([250, 500, 1000, 2000, 4000, 5000, 5000]);
  expect([0, 1, 5, 40].map(high)).toEqual([500, 1000, 10_000, 10_000]);
  expect(eventRetryDelayMs(EVENT_BACKOFF.busy, 0, () => 0)).toBe(2_500);
  expect(eventRetryDelayMs(EVENT_BACKOFF.refused, 0, () => 0)).toBe(30_000);
  expect(eventRetryDelayMs(EVENT_BACKOFF.refused, 9, () => 0.5)).toBe(450_000);
});
