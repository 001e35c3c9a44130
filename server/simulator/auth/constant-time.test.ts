import { expect, test } from 'vitest';
import { equalsConstantTime } from './constant-time';

test('equal strings match and different ones (any length) do not', () => {
  expect(equalsConstantTime('kvlS6opdZDhEBo5jq40nHYXaLvM=', 'kvlS6opdZDhEBo5jq40nHYXaLvM=')).toBe(true);
  expect(equalsConstantTime('kvlS6opdZDhEBo5jq40nHYXaLvM=', 'kvlS6opdZDhEBo5jq40nHYXaLvN=')).toBe(false);
  expect(equalsConstantTime('short', 'a much longer string')).toBe(false);
});
