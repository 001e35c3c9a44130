import type {
  Direction,
  GainersRankType,
  SECTOR_PERIODS,
  SectorAggType,
  TopActiveRankType,
  Week52RankType,
  Week52SortField,
} from '@contracts/screeners';

type ScreenerOption =
  | Direction
  | GainersRankType
  | TopActiveRankType
  | Week52RankType
  | Week52SortField
  | SectorAggType
  | (typeof SECTOR_PERIODS)[number];

// Every parameter value the pickers offer, in the words a trader uses; the compiler refuses a
// value the contract adds without a label here.
const OPTION_LABELS: Record<ScreenerOption, string> = {
  ASC: 'Ascending',
  DESC: 'Descending',
  PRE_MARKET: 'Pre-market',
  AFTER_MARKET: 'After hours',
  MIN_3: '3 minutes',
  MIN_5: '5 minutes',
  DAY_1: '1 day',
  DAY_5: '5 days',
  MONTH_1: '1 month',
  MONTH_3: '3 months',
  WEEK_52: '52 weeks',
  VOLUME: 'Volume',
  RELATIVE_VOLUME_10D: 'Relative volume (10 days)',
  TURNOVER: 'Turnover',
  TURNOVER_RATE: 'Turnover rate',
  AMPLITUDE: 'Day range (amplitude)',
  NEW_HIGH: 'New 52-week high',
  NEAR_HIGH: 'Near 52-week high',
  NEW_LOW: 'New 52-week low',
  NEAR_LOW: 'Near 52-week low',
  CHANGE_RATIO: 'Change %',
  CHANGE_RATIO_52W: 'Change from 52-week extreme',
  MARKET_VALUE: 'Market cap',
  CLOSE: 'Close',
  PRICE: 'Price',
  PE_TTM: 'P/E (TTM)',
  HIGH: 'High',
  LOW: 'Low',
  YIELD: 'Dividend yield',
  DIVIDEND: 'Dividend',
  D1: '1 day',
  D5: '5 days',
  MO1: '1 month',
  MO3: '3 months',
};

const isKnownOption = (value: string): value is ScreenerOption => Object.hasOwn(OPTION_LABELS, value);

/** "PE_TTM" -> "P/E (TTM)", "D1" -> "1 day": a screener parameter value as words. */
export function optionLabel(value: string): string {
  if (isKnownOption(value)) return OPTION_LABELS[value];
  // Not in the contract: still words rather than an upper-case code.
  const words = value.toLowerCase().split('_').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
