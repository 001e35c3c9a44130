import { expect, test } from 'vitest';
import { PAGING } from './paging';

test('generation 3 hands the provider key on and stops where the provider gives none', () => {
  const { v3 } = PAGING;
  expect(v3.ask(undefined, 10)).toEqual([]);
  expect(v3.ask('k2', 10)).toEqual([['pagination_key', 'k2']]);
  expect(v3.next(undefined, { rows: 10, pagination_key: 'k2' }, 10)).toBe('k2');
  for (const last of [undefined, null, ''])
    expect(v3.next('k2', { rows: 10, pagination_key: last }, 10)).toBeUndefined();
});

test('generation 2 asks pages by number from 1 and takes a short page, or an empty one, as the last', () => {
  const { v2 } = PAGING;
  expect(v2.ask(undefined, 20)).toEqual([
    ['page_index', '1'],
    ['page_size', '20'],
  ]);
  expect(v2.ask('3', 20)).toEqual([
    ['page_index', '3'],
    ['page_size', '20'],
  ]);
  expect(v2.next(undefined, { rows: 20 }, 20)).toBe('2');
  expect(v2.next('2', { rows: 20 }, 20)).toBe('3');
  expect(v2.next('3', { rows: 19 }, 20)).toBeUndefined();
  expect(v2.next('4', { rows: 0 }, 20)).toBeUndefined();
});

test('a generation-2 list that says has_more is believed over its row count', () => {
  const { v2 } = PAGING;
  expect(v2.next(undefined, { rows: 100, has_more: false }, 100)).toBeUndefined();
  expect(v2.next(undefined, { rows: 60, has_more: true }, 100)).toBe('2');
  // A page that says more but holds nothing would be asked for again and again.
  expect(v2.next('2', { rows: 0, has_more: true }, 100)).toBeUndefined();
});

test('a key the BFF did not make goes to the provider as it is, and no next key is made from it', () => {
  const { v2 } = PAGING;
  expect(v2.ask('abc', 10)).toEqual([
    ['page_index', 'abc'],
    ['page_size', '10'],
  ]);
  expect(v2.next('abc', { rows: 10 }, 10)).toBeUndefined();
});
