import { expect, test } from 'vitest';
import { dividendPages } from './fund-dividend-pages';

const row = (day: number) => ({ share_date: `2026-0${String(day)}-01`, dps: '1.5' });
const ten = Array.from({ length: 10 }, (_, i) => row(9 - (i % 9)));

test('generation 2 asks the SDKs page of ten by number and gives the browser the next number as its key', () => {
  const pages = dividendPages('v2');
  expect(pages.ask(undefined)).toEqual([
    ['page_index', '1'],
    ['page_size', '10'],
  ]);
  expect(pages.page(undefined, ten)).toEqual({ data: ten, pagination_key: '2' });
  expect(pages.ask('2')).toEqual([
    ['page_index', '2'],
    ['page_size', '10'],
  ]);
  expect(pages.page('2', ten.slice(0, 3))).toEqual({ data: ten.slice(0, 3) });
});

test('generation 3 passes the provider page and its key through', () => {
  const pages = dividendPages('v3');
  expect(pages.ask(undefined)).toEqual([]);
  expect(pages.ask('o10')).toEqual([['pagination_key', 'o10']]);
  expect(pages.page(undefined, { data: ten, pagination_key: 'o10' })).toEqual({ data: ten, pagination_key: 'o10' });
  expect(pages.page('o10', { data: [row(1)] })).toEqual({ data: [row(1)] });
});

test('an answer with no rows list is left as it came, for the contract to refuse', () => {
  expect(dividendPages('v2').page(undefined, { rows: 'nope' })).toEqual({ rows: 'nope' });
  expect(dividendPages('v3').page(undefined, 'nope')).toBe('nope');
});
