import { expect, test } from 'vitest';
import { rateLimitWaitSeconds } from './rate-limit-wait';

const view = (wait_ms: number, frozen_for_ms = 0, queued = 3) => ({
  receivedAt: 10_000,
  status: {
    at: 99_999_999,
    groups: [
      { group: 'market-data', budget: 54, window_ms: 60_000, used: 54, queued, frozen_for_ms, wait_ms },
      { group: 'order-query', budget: 1, window_ms: 2_000, used: 0, queued: 0, frozen_for_ms: 0, wait_ms: 0 },
    ],
  },
});

test('a long wait is said in whole seconds, counted down on the tab clock from when it arrived', () => {
  expect(rateLimitWaitSeconds(view(4_200), 'market-data', 10_000)).toBe(5);
  expect(rateLimitWaitSeconds(view(4_200), 'market-data', 11_000)).toBe(4);
  // A freeze after a 429 counts when it is the longer wait.
  expect(rateLimitWaitSeconds(view(0, 30_000), 'market-data', 10_000)).toBe(30);
});

test('a short, spent or unknown wait says nothing', () => {
  expect(rateLimitWaitSeconds(view(1_000), 'market-data', 10_000)).toBeNull();
  expect(rateLimitWaitSeconds(view(4_200), 'market-data', 13_000)).toBeNull();
  expect(rateLimitWaitSeconds(view(4_200), 'order-query', 10_000)).toBeNull();
  expect(rateLimitWaitSeconds(null, 'market-data', 10_000)).toBeNull();
});

test("with nothing queued no call waits, whatever the next slot: the view's own call is on its way", () => {
  // The pacing's next slot is seconds away, but every call asked for has left.
  expect(rateLimitWaitSeconds(view(3_000, 0, 0), 'market-data', 10_000)).toBeNull();
  // A freeze after a 429 is a real wait even with nothing queued yet.
  expect(rateLimitWaitSeconds(view(0, 30_000, 0), 'market-data', 10_000)).toBe(30);
});
