import { expect, test } from 'vitest';
import { validateWatchlistName } from './validate-name';

test('an empty or blank name is refused with a sentence', () => {
  expect(validateWatchlistName('', [])).toMatch(/enter a name/i);
  expect(validateWatchlistName('   ', [])).toMatch(/enter a name/i);
});

test('a name already used, in any case, is refused', () => {
  expect(validateWatchlistName(' tech ', ['Tech', 'Energy'])).toBe(
    'A watchlist named “tech” already exists. Choose another name.',
  );
});

test('renaming a list to its own name with other letters case is allowed', () => {
  expect(validateWatchlistName('TECH', ['Tech', 'Energy'], 'Tech')).toBeUndefined();
  expect(validateWatchlistName('Banks', ['Tech'])).toBeUndefined();
});

test('a name longer than the provider allows is refused before sending', () => {
  expect(validateWatchlistName('x'.repeat(41), [])).toBe('A watchlist name is at most 40 characters.');
  expect(validateWatchlistName('x'.repeat(40), [])).toBeUndefined();
});
