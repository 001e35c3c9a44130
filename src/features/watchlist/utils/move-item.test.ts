import { expect, test } from 'vitest';
import { moveItem, moveSymbolBy } from './move-item';

test('moves an item down and up without touching the input', () => {
  const list = ['A', 'B', 'C', 'D'];
  expect(moveItem(list, 0, 2)).toEqual(['B', 'C', 'A', 'D']);
  expect(moveItem(list, 3, 1)).toEqual(['A', 'D', 'B', 'C']);
  expect(list).toEqual(['A', 'B', 'C', 'D']);
});

test('clamps the target and ignores an index outside the list', () => {
  expect(moveItem(['A', 'B'], 0, 9)).toEqual(['B', 'A']);
  expect(moveItem(['A', 'B'], 5, 0)).toEqual(['A', 'B']);
});

test('a step past either end leaves the order as it is', () => {
  expect(moveSymbolBy(['A', 'B', 'C'], 'A', -1)).toEqual(['A', 'B', 'C']);
  expect(moveSymbolBy(['A', 'B', 'C'], 'C', 1)).toEqual(['A', 'B', 'C']);
  expect(moveSymbolBy(['A', 'B', 'C'], 'B', 1)).toEqual(['A', 'C', 'B']);
  expect(moveSymbolBy(['A', 'B', 'C'], 'Z', 1)).toEqual(['A', 'B', 'C']);
});
