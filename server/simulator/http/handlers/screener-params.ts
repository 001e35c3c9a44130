import { illegalParameter } from '../api-error';
import { parseCategory, requireParam } from '../param-parsers';

/** Enum values of the screener parameters (docs/protocol.md#screeners). */
export const SCREENER_ENUMS = {
  gainersRankType: ['PRE_MARKET', 'AFTER_MARKET', 'MIN_3', 'MIN_5', 'DAY_1', 'DAY_5', 'MONTH_1', 'MONTH_3', 'WEEK_52'],
  topActiveRankType: ['VOLUME', 'RELATIVE_VOLUME_10D', 'TURNOVER', 'TURNOVER_RATE', 'AMPLITUDE'],
  week52RankType: ['NEW_HIGH', 'NEAR_HIGH', 'NEW_LOW', 'NEAR_LOW'],
  sortBy: [
    'CHANGE_RATIO',
    'RELATIVE_VOLUME_10D',
    'MARKET_VALUE',
    'CLOSE',
    'PRICE',
    'PE_TTM',
    'HIGH',
    'LOW',
    'AMPLITUDE',
    'TURNOVER',
    'VOLUME',
  ],
  dividendSortBy: [
    'CHANGE_RATIO',
    'RELATIVE_VOLUME_10D',
    'MARKET_VALUE',
    'CLOSE',
    'PRICE',
    'PE_TTM',
    'HIGH',
    'LOW',
    'AMPLITUDE',
    'TURNOVER',
    'VOLUME',
    'YIELD',
    'DIVIDEND',
  ],
  week52SortBy: [
    'CHANGE_RATIO_52W',
    'CHANGE_RATIO',
    'RELATIVE_VOLUME_10D',
    'MARKET_VALUE',
    'CLOSE',
    'PRICE',
    'PE_TTM',
    'HIGH',
    'LOW',
    'AMPLITUDE',
    'TURNOVER',
    'VOLUME',
    'YIELD',
    'DIVIDEND',
  ],
  direction: ['ASC', 'DESC'],
  aggType: ['MARKET_VALUE', 'VOLUME'],
  // The documented spelling; the Java SDK's M01/M03 are refused like any other unknown value.
  period: ['D1', 'D5', 'MO1', 'MO3'],
} as const;

/** An optional enum parameter: the documented default when absent, 400 naming it when unknown. */
export function parseEnum<const T extends string>(
  name: string,
  value: string | undefined,
  values: readonly T[],
  fallback: T,
): T {
  if (value === undefined || value === '') return fallback;
  const found = values.find((v) => v === value);
  if (found === undefined) throw illegalParameter(name, `must be one of ${values.join(', ')}`);
  return found;
}

/** Screeners take `category` (required) and only US_STOCK. */
export function requireStockCategory(params: Readonly<Record<string, string>>): void {
  parseCategory(requireParam('category', params.category), ['US_STOCK']);
}
