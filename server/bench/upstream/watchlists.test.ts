import { expect, test } from 'vitest';
import { overlappingWatchlists, pickSymbols, seededRandom } from './watchlists';

const catalogue = Array.from({ length: 251 }, (_, i) => `S${String(i).padStart(3, '0')}`);

test('the same seed picks the same 200 distinct catalogue symbols, spread beyond the first 200', () => {
  const picked = pickSymbols(catalogue, 200, seededRandom(11));
  expect(new Set(picked).size).toBe(200);
  expect(picked.every((s) => catalogue.includes(s))).toBe(true);
  expect(picked).toEqual(pickSymbols([...catalogue].reverse(), 200, seededRandom(11)));
  expect(picked.some((s) => s > 'S199')).toBe(true);
});

test('a catalogue smaller than asked is refused rather than silently shrinking the bench', () => {
  expect(() => pickSymbols(catalogue.slice(0, 150), 200, seededRandom(11))).toThrow(
    'the catalogue has 150 distinct symbols; the bench needs 200',
  );
});

test('20 overlapping 30-symbol watchlists cover all 200 picked symbols', () => {
  const picked = pickSymbols(catalogue, 200, seededRandom(11));
  const lists = overlappingWatchlists(picked, 20, 30, seededRandom(7));
  expect(lists).toHaveLength(20);
  expect(lists.every((list) => new Set(list).size === 30)).toBe(true);
  expect(new Set(lists.flat())).toEqual(new Set(picked));
});
