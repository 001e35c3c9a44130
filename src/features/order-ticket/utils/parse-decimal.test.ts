import { expect, test } from 'vitest';
import { decimalText, parseDecimalInput } from './parse-decimal';

test('reads plain numbers the way a trader types them', () => {
  expect(parseDecimalInput('190')?.toString()).toBe('190');
  expect(parseDecimalInput(' 190.50 ')?.toString()).toBe('190.5');
  expect(parseDecimalInput('.5')?.toString()).toBe('0.5');
  expect(parseDecimalInput('10.')?.toString()).toBe('10');
  expect(parseDecimalInput('1,000.25')?.toString()).toBe('1000.25');
});

test('refuses what is not a plain positive number', () => {
  for (const text of ['', 'abc', '-5', '1e3', '1.2.3', '1,00', '+4']) expect(parseDecimalInput(text)).toBeUndefined();
});

test('writes decimals without exponents', () => {
  expect(decimalText(parseDecimalInput('0.00000001')!)).toBe('0.00000001');
  expect(decimalText(parseDecimalInput('190.50')!)).toBe('190.5');
});
