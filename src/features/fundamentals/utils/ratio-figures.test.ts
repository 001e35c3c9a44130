import { expect, test } from 'vitest';
import { indicatorFormat, industryFormat } from './ratio-figures';

test('returns, margins and debt ratios read as percentages', () => {
  expect(indicatorFormat('roe')('0.3125')).toBe('31.25%');
  expect(indicatorFormat('net_margin')('-0.05')).toBe('-5.00%');
  expect(industryFormat('DIV_YIELD_TTM')('0.0044')).toBe('0.44%');
  expect(industryFormat('DEBT_TO_ASSETS')('0.82')).toBe('82.00%');
});

test('per-share amounts and multiples stay plain figures', () => {
  expect(indicatorFormat('naps')('4.5')).toBe('4.50');
  expect(industryFormat('PE_TTM')('31.2')).toBe('31.20');
  expect(industryFormat('EPS_TTM')(null)).toBe('—');
});
