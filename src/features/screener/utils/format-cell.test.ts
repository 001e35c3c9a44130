import { expect, test } from 'vitest';
import { formatCell } from './format-cell';

test('a change carries its sign, a yield or turnover rate does not', () => {
  expect(formatCell('0.0123', 'ratio')).toBe('+1.23%');
  expect(formatCell('0.0123', 'rate')).toBe('1.23%');
});

test('a field the provider left out is a dash', () => {
  expect(formatCell(undefined, 'rate')).toBe('–');
});
