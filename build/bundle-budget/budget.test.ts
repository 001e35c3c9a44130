import { expect, test } from 'vitest';
import { checkBudgets } from './budget';

const sizes: Record<string, number> = { 'a.js': 120_000, 'b.js': 80_000, 'c.js': 150_000 };
const sizeOf = (file: string) => sizes[file] ?? 0;

test('a group at its limit passes and one byte over fails, with its total', () => {
  const [atLimit, over] = checkBudgets(
    [
      { name: 'first screen', files: ['a.js', 'b.js'], limitBytes: 200_000 },
      { name: 'all', files: ['a.js', 'b.js', 'c.js'], limitBytes: 349_999 },
    ],
    sizeOf,
  );
  expect(atLimit).toEqual({ name: 'first screen', bytes: 200_000, limitBytes: 200_000, over: false });
  expect(over).toEqual({ name: 'all', bytes: 350_000, limitBytes: 349_999, over: true });
});
