import { expect, test } from 'vitest';
import { isNearLimit } from './budget-level';

test('near the limit from 80 % of the budget used, or while frozen after a 429', () => {
  expect(isNearLimit({ used: 14, budget: 18, frozen_for_ms: 0 })).toBe(false);
  expect(isNearLimit({ used: 15, budget: 18, frozen_for_ms: 0 })).toBe(true);
  expect(isNearLimit({ used: 0, budget: 54, frozen_for_ms: 1_000 })).toBe(true);
  expect(isNearLimit({ used: 54, budget: 54, frozen_for_ms: 0 })).toBe(true);
});
