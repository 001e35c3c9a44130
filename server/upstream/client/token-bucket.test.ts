import { expect, test } from 'vitest';
import { TokenBucket } from './token-bucket';

test('a full bucket lets its capacity out at once, then paces at its rate', () => {
  const bucket = new TokenBucket(3, 1 / 1_000);
  for (let i = 0; i < 3; i += 1) {
    expect(bucket.nextFreeAt(0)).toBe(0);
    bucket.record(0);
  }
  expect(bucket.nextFreeAt(0)).toBe(1_000);
  expect(bucket.nextFreeAt(400)).toBe(1_000);
  bucket.record(1_000);
  expect(bucket.nextFreeAt(1_000)).toBe(2_000);
});

test('an idle bucket refills up to its capacity and no further', () => {
  const bucket = new TokenBucket(2, 1 / 1_000);
  bucket.record(0);
  bucket.record(0);
  // A long pause refills two tokens, not ten.
  bucket.record(10_000);
  bucket.record(10_000);
  expect(bucket.nextFreeAt(10_000)).toBe(11_000);
});
