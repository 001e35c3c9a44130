import {
  DIRECTIONS,
  DIVIDEND_SORT_FIELDS,
  GAINERS_RANK_TYPES,
  SCREENER_SORT_FIELDS,
  TOP_ACTIVE_RANK_TYPES,
  WEEK52_RANK_TYPES,
  WEEK52_SORT_FIELDS,
} from '@contracts/screeners';

/** A parameter picker; `options` come straight from the contract's enums. */
export type ParamDef = { name: string; label: string; options: readonly string[]; initial: string };
/** An extra column a ranking adds after price and change (the field it ranks by). */
export type ExtraColumn = { field: string; label: string; kind: 'ratio' | 'rate' | 'volume' | 'price' | 'text' };
// 'ratio' is a signed change ("+1.23%"); 'rate' a level that has no direction (a yield, "1.23%").

export type RankingId = 'gainers' | 'losers' | 'top-active' | 'high-dividend' | 'week52';
export type ScreenerId = RankingId | 'sectors';

export type RankingDef = {
  id: RankingId;
  label: string;
  path: string;
  params: ParamDef[];
  /** Parameters fixed by the choice of screener (gainers are the DESC ranking, losers ASC). */
  fixed: Record<string, string>;
  extra: ExtraColumn[];
};

const rank = (options: readonly string[], initial: string): ParamDef => ({
  name: 'rank_type',
  label: 'Rank',
  options,
  initial,
});
const sortBy = (options: readonly string[], initial: string): ParamDef => ({
  name: 'sort_by',
  label: 'Sort by',
  options,
  initial,
});
const direction = (initial: 'ASC' | 'DESC'): ParamDef => ({
  name: 'direction',
  label: 'Direction',
  options: DIRECTIONS,
  initial,
});

// Initial values are the provider's documented defaults (docs/protocol.md#screeners), as in the contract.
export const RANKINGS: readonly RankingDef[] = [
  {
    id: 'gainers',
    label: 'Gainers',
    path: '/api/screeners/gainers-losers',
    params: [rank(GAINERS_RANK_TYPES, 'DAY_1'), sortBy(SCREENER_SORT_FIELDS, 'CHANGE_RATIO')],
    fixed: { direction: 'DESC' },
    extra: [{ field: 'volume', label: 'Volume', kind: 'volume' }],
  },
  {
    id: 'losers',
    label: 'Losers',
    path: '/api/screeners/gainers-losers',
    params: [rank(GAINERS_RANK_TYPES, 'DAY_1'), sortBy(SCREENER_SORT_FIELDS, 'CHANGE_RATIO')],
    fixed: { direction: 'ASC' },
    extra: [{ field: 'volume', label: 'Volume', kind: 'volume' }],
  },
  {
    id: 'top-active',
    label: 'Top active',
    path: '/api/screeners/top-active',
    params: [rank(TOP_ACTIVE_RANK_TYPES, 'VOLUME'), sortBy(SCREENER_SORT_FIELDS, 'VOLUME'), direction('DESC')],
    fixed: {},
    extra: [
      { field: 'volume', label: 'Volume', kind: 'volume' },
      { field: 'turnover_rate', label: 'Turnover rate', kind: 'rate' },
    ],
  },
  {
    id: 'high-dividend',
    label: 'High dividend',
    path: '/api/screeners/high-dividend',
    params: [sortBy(DIVIDEND_SORT_FIELDS, 'YIELD'), direction('DESC')],
    fixed: {},
    extra: [
      { field: 'yield', label: 'Dividend yield', kind: 'rate' },
      { field: 'ex_date', label: 'Ex-date', kind: 'text' },
    ],
  },
  {
    id: 'week52',
    label: '52-week high/low',
    path: '/api/screeners/week52-high-low',
    params: [rank(WEEK52_RANK_TYPES, 'NEW_HIGH'), sortBy(WEEK52_SORT_FIELDS, 'CHANGE_RATIO_52W'), direction('ASC')],
    fixed: {},
    extra: [
      { field: 'price_52w', label: '52-week extreme', kind: 'price' },
      { field: 'change_ratio_52w', label: 'From 52-week extreme', kind: 'ratio' },
    ],
  },
];

export const SCREENER_CHOICES: readonly { id: ScreenerId; label: string }[] = [
  ...RANKINGS.map(({ id, label }) => ({ id, label })),
  { id: 'sectors', label: 'Market sectors' },
];

/** The parameters a ranking starts with. */
export function initialParams(params: readonly ParamDef[]): Record<string, string> {
  return Object.fromEntries(params.map((param) => [param.name, param.initial]));
}
