import { DIRECTIONS, DIVIDEND_SORT_FIELDS, SECTOR_AGG_TYPES, SECTOR_PERIODS } from '@contracts/screeners';
import type { ExtraColumn, ParamDef } from './screener-defs';

// Initial values are the provider's defaults (docs/protocol.md#screeners), as in the contract.
export const SECTOR_LIST_PARAMS: ParamDef[] = [
  { name: 'agg_type', label: 'By', options: SECTOR_AGG_TYPES, initial: 'MARKET_VALUE' },
  { name: 'period', label: 'Period', options: SECTOR_PERIODS, initial: 'D1' },
  { name: 'direction', label: 'Direction', options: DIRECTIONS, initial: 'ASC' },
];

export const SECTOR_DETAIL_PARAMS: ParamDef[] = [
  { name: 'period', label: 'Period', options: SECTOR_PERIODS, initial: 'D1' },
  { name: 'sort_by', label: 'Sort by', options: DIVIDEND_SORT_FIELDS, initial: 'CHANGE_RATIO' },
  { name: 'direction', label: 'Direction', options: DIRECTIONS, initial: 'ASC' },
];

export const SECTOR_DETAIL_EXTRA: ExtraColumn[] = [
  { field: 'volume', label: 'Volume', kind: 'volume' },
  { field: 'market_value', label: 'Market cap', kind: 'volume' },
];
