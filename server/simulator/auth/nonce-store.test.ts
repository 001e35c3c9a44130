import { expect, test } from 'vitest';
import { createNonceStore } from './nonce-store';

test('a nonce is remembered until it expires', () => {
  const store = createNonceStore();
  store.remember('a', 1_000, 0);
  expect(store.has('a', 999)).toBe(true);
  expect(store.has('a', 1_000)).toBe(false);
});

test('expired nonces are dropped as new ones arrive, so memory stays bounded', () => {
  const store = createNonceStore();
  for (let k = 0; k < 1_000; k += 1) store.remember(`n${String(k)}`, k + 300, k);
  expect(store.size()).toBeLessThanOrEqual(301);
});

test('the hard cap drops the oldest entries first', () => {
  const store = createNonceStore(3);
  for (const key of ['a', 'b', 'c', 'd']) store.remember(key, 10_000, 0);
  expect(store.size()).toBe(3);
  expect(store.has('a', 0)).toBe(false);
  expect(store.has('d', 0)).toBe(true);
});
