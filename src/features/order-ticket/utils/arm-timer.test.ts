import { expect, test } from 'vitest';
import { ARM_MS, armRemaining, formatCountdown } from './arm-timer';

test('the arm lasts five minutes and counts down in whole seconds', () => {
  expect(armRemaining(undefined, 0)).toBe(0);
  expect(armRemaining(ARM_MS, 1_000)).toBe(ARM_MS - 1_000);
  expect(armRemaining(ARM_MS, ARM_MS + 5)).toBe(0);
  expect(formatCountdown(ARM_MS)).toBe('5:00');
  expect(formatCountdown(ARM_MS - 1)).toBe('5:00');
  expect(formatCountdown(ARM_MS - 1_000)).toBe('4:59');
  expect(formatCountdown(500)).toBe('0:01');
});
