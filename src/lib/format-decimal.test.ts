import { expect, test } from 'vitest';
import {
  directionOf,
  formatPrice,
  formatRateAsPercent,
  formatRatioAsPercent,
  formatSignedPrice,
  formatVolume,
} from './format-decimal';

test('prices keep two to four fraction digits and group thousands', () => {
  expect(formatPrice('1234.5')).toBe('1,234.50');
  expect(formatPrice('187')).toBe('187.00');
  expect(formatPrice('0.12345')).toBe('0.1235');
  expect(formatPrice('-1234567.891')).toBe('-1,234,567.891');
});

test('decimal strings are formatted exactly, without float drift', () => {
  expect(formatPrice('0.3000')).toBe('0.30');
  expect(formatPrice('9007199254740993.25')).toBe('9,007,199,254,740,993.25');
});

test('signed amounts show a plus for gains', () => {
  expect(formatSignedPrice('1.5')).toBe('+1.50');
  expect(formatSignedPrice('-0.25')).toBe('-0.25');
  expect(formatSignedPrice('0')).toBe('0.00');
});

test('ratios become signed percentages', () => {
  expect(formatRatioAsPercent('0.01234')).toBe('+1.23%');
  expect(formatRatioAsPercent('-0.5')).toBe('-50.00%');
  expect(formatRatioAsPercent('0')).toBe('0.00%');
});

test('rates and yields become percentages with no sign: a yield is a level, not a gain', () => {
  expect(formatRateAsPercent('0.01234')).toBe('1.23%');
  expect(formatRateAsPercent('0.5')).toBe('50.00%');
  expect(formatRateAsPercent('12.5')).toBe('1,250.00%');
});

test('volumes are compact when large', () => {
  expect(formatVolume('950')).toBe('950');
  expect(formatVolume('12345')).toBe('12.35K');
  expect(formatVolume('12345678')).toBe('12.35M');
  expect(formatVolume('2500000000')).toBe('2.50B');
});

test('direction follows the sign', () => {
  expect(directionOf('0.01')).toBe('up');
  expect(directionOf('-3')).toBe('down');
  expect(directionOf('0.000')).toBe('flat');
});

test('text that is not a number is shown as it came', () => {
  expect(formatPrice('n/a')).toBe('n/a');
});
