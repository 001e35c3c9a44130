import { expect, test } from 'vitest';
import { splitTypeLabel } from './split-type';

test("the provider's split codes read as words", () => {
  expect(splitTypeLabel('SPLIT')).toBe('Split');
  expect(splitTypeLabel('REVERSE_SPLIT')).toBe('Reverse split');
  expect(splitTypeLabel('STOCK_DIVIDEND')).toBe('Stock dividend');
});
