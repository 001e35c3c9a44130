import { expect, test } from 'vitest';
import { RANKINGS } from './screener-defs';
import { optionLabel } from './option-labels';
import { SECTOR_DETAIL_PARAMS, SECTOR_LIST_PARAMS } from './sector-params';

test('parameter values read as the words a trader uses, not the provider codes', () => {
  expect(optionLabel('PE_TTM')).toBe('P/E (TTM)');
  expect(optionLabel('D1')).toBe('1 day');
  expect(optionLabel('DAY_5')).toBe('5 days');
  expect(optionLabel('MO3')).toBe('3 months');
  expect(optionLabel('CHANGE_RATIO_52W')).toBe('Change from 52-week extreme');
  expect(optionLabel('DESC')).toBe('Descending');
});

test('no picker offers an upper-case code', () => {
  const params = [...RANKINGS.flatMap((ranking) => ranking.params), ...SECTOR_LIST_PARAMS, ...SECTOR_DETAIL_PARAMS];
  for (const option of params.flatMap((param) => param.options)) {
    expect(optionLabel(option), option).not.toMatch(/^[A-Z0-9_]+$/);
    expect(optionLabel(option), option).not.toContain('_');
  }
});
