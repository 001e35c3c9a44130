import { expect, test } from 'vitest';
import { initialTheme } from './theme';

test('dark by default, light when the system prefers it, and a saved choice wins', () => {
  expect(initialTheme(null, false)).toBe('dark');
  expect(initialTheme(null, true)).toBe('light');
  expect(initialTheme('dark', true)).toBe('dark');
  expect(initialTheme('light', false)).toBe('light');
  expect(initialTheme('purple', false)).toBe('dark');
});
