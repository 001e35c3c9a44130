import {
  DIRECTIONS,
  DIVIDEND_SORT_FIELDS,
  GAINERS_RANK_TYPES,
  SCREENER_SORT_FIELDS,
  SECTOR_AGG_TYPES,
  TOP_ACTIVE_RANK_TYPES,
  WEEK52_RANK_TYPES,
  WEEK52_SORT_FIELDS,
} from '@contracts/screeners';
import { illegalParameter } from '../api-error';
import type { SectorPeriod } from '@server/simulator/screeners/sectors';
import type { PathGeneration } from '../handler-context';
import { parseCategory, requireParam } from '../param-parsers';

/**
 * Enum values of the screener parameters (docs/protocol.md#screeners): the provider's, which the
 * wire contracts hold once for every program.
 */
export const SCREENER_ENUMS = {
  gainersRankType: GAINERS_RANK_TYPES,
  topActiveRankType: TOP_ACTIVE_RANK_TYPES,
  week52RankType: WEEK52_RANK_TYPES,
  sortBy: SCREENER_SORT_FIELDS,
  dividendSortBy: DIVIDEND_SORT_FIELDS,
  week52SortBy: WEEK52_SORT_FIELDS,
  direction: DIRECTIONS,
  aggType: SECTOR_AGG_TYPES,
} as const;

/**
 * A sector period as each generation spells it (docs/protocol.md#screeners): the generation-3
 * pages `MO1` and `MO3`, both SDKs (generation 2) `M01` and `M03`. The other generation's spelling
 * is refused like any unknown value; the answer is the same period's either way.
 */
export function parseSectorPeriod(value: string | undefined, generation: PathGeneration): SectorPeriod {
  if (generation === 'gen3') return parseEnum('period', value, ['D1', 'D5', 'MO1', 'MO3'], 'D1');
  const period = parseEnum('period', value, ['D1', 'D5', 'M01', 'M03'], 'D1');
  return period === 'M01' ? 'MO1' : period === 'M03' ? 'MO3' : period;
}

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
