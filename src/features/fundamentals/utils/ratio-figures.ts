import type { INDICATOR_KEYS, INDUSTRY_SORTS } from '@contracts/fundamentals-stock';
import { formatFigure, formatFraction } from './format-figures';

// Figures the provider sends as fractions that traders read as percentages (a 0.31 return on
// equity is "31.00%"); per-share amounts and multiples (EPS, P/E) stay plain numbers.
const PERCENT_INDICATORS: ReadonlySet<(typeof INDICATOR_KEYS)[number]> = new Set([
  'roa',
  'roe',
  'net_margin',
  'debt_to_assets',
]);
const PERCENT_INDUSTRY_SORTS: ReadonlySet<(typeof INDUSTRY_SORTS)[number]> = new Set([
  'ROE',
  'DEBT_TO_ASSETS',
  'NET_MARGIN',
  'DIV_YIELD_TTM',
]);

/** The formatter for one financial indicator: a percentage for the ratios, a figure otherwise. */
export function indicatorFormat(key: (typeof INDICATOR_KEYS)[number]) {
  return PERCENT_INDICATORS.has(key) ? formatFraction : formatFigure;
}

/** The formatter for one industry comparison metric. */
export function industryFormat(sort: (typeof INDUSTRY_SORTS)[number]) {
  return PERCENT_INDUSTRY_SORTS.has(sort) ? formatFraction : formatFigure;
}
