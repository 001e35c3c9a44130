import { expect, test } from 'vitest';
import { createSlidingWindowLimiter } from './sliding-window';

const limit = { limit: 3, windowMs: 10_000 };

test('the window admits `limit` requests and refuses the next, saying when one frees up', () => {
  const limiter = createSlidingWindowLimiter();
  expect([0, 1_000, 2_000].map((t) => limiter.tryAcquire('k', limit, t).ok)).toEqual([true, true, true]);
  expect(limiter.tryAcquire('k', limit, 3_000)).toEqual({ ok: false, retryAfterMs: 7_000 });
});

test('the window slides: the oldest request leaves after windowMs', () => {
  const limiter = createSlidingWindowLimiter();
  for (const t of [0, 1_000, 2_000]) limiter.tryAcquire('k', limit, t);
  expect(limiter.tryAcquire('k', limit, 9_999).ok).toBe(false);
  expect(limiter.tryAcquire('k', limit, 10_000).ok).toBe(true);
  expect(limiter.tryAcquire('k', limit, 10_500).ok).toBe(false);
});

test('refused requests do not count, and keys are independent', () => {
  const limiter = createSlidingWindowLimiter();
  for (const t of [0, 1, 2]) limiter.tryAcquire('k', limit, t);
  for (let t = 3; t < 100; t += 1) limiter.tryAcquire('k', limit, t);
  expect(limiter.tryAcquire('k', limit, 10_000).ok).toBe(true);
  expect(limiter.tryAcquire('other', limit, 5).ok).toBe(true);
});

test('clear forgets every window', () => {
  const limiter = createSlidingWindowLimiter();
  for (const t of [0, 1, 2]) limiter.tryAcquire('k', limit, t);
  limiter.clear();
  expect(limiter.tryAcquire('k', limit, 3).ok).toBe(true);
});
