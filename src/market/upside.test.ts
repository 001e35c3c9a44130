import { expect, test } from 'vitest';
import { targetUpside } from './upside';

test('the upside is mean / price - 1, exact to six places, below zero when the target is lower', () => {
  expect(targetUpside('240', '200')).toBe('0.2');
  expect(targetUpside('180', '200')).toBe('-0.1');
  expect(targetUpside('230', '200')).toBe('0.15');
  expect(targetUpside('100', '300')).toBe('-0.666667');
});

test('no upside without both figures, at a zero price or for text that is not a decimal', () => {
  expect(targetUpside(null, '200')).toBeUndefined();
  expect(targetUpside('240', undefined)).toBeUndefined();
  expect(targetUpside('', '200')).toBeUndefined();
  expect(targetUpside('240', '0')).toBeUndefined();
  expect(targetUpside('n/a', '200')).toBeUndefined();
});
