import { expect, test } from 'vitest';
import { moveActiveIndex } from './move-active-index';

test('arrows wrap around the list and start from either end', () => {
  expect(moveActiveIndex(-1, 1, 3)).toBe(0);
  expect(moveActiveIndex(-1, -1, 3)).toBe(2);
  expect(moveActiveIndex(2, 1, 3)).toBe(0);
  expect(moveActiveIndex(0, -1, 3)).toBe(2);
  expect(moveActiveIndex(1, 1, 3)).toBe(2);
  expect(moveActiveIndex(0, 1, 0)).toBe(-1);
});
