import { expect, test } from 'vitest';
import { userIdOf } from './user-id';

test('one broker key is one user, another key another, and the key does not show in the id', () => {
  expect(userIdOf('app-key-1')).toBe(userIdOf('app-key-1'));
  expect(userIdOf('app-key-1')).not.toBe(userIdOf('app-key-2'));
  expect(userIdOf('app-key-1')).toMatch(/^key-[0-9a-f]{32}$/);
  expect(userIdOf('app-key-1')).not.toContain('app-key-1');
});
