import { expect, test } from 'vitest';
import { staleTimeFor } from './fundamental-stale-times';

const HOUR = 3_600_000;

test('each kind of fundamentals answer stays fresh as long as its figures last', () => {
  expect(staleTimeFor('income')).toBe(6 * HOUR);
  expect(staleTimeFor('company-profile')).toBe(6 * HOUR);
  expect(staleTimeFor('capital-flow')).toBe(300_000);
  expect(staleTimeFor('earnings-calendar')).toBe(HOUR);
  expect(staleTimeFor('dividend-calendar')).toBe(HOUR);
});
