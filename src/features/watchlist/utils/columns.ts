import {
  directionOf,
  formatPrice,
  formatRateAsPercent,
  formatRatioAsPercent,
  formatSignedPrice,
  formatVolume,
  type Direction,
} from '@src/lib/format-decimal';
import { parseDisplayDecimal, type DisplayDecimal } from '@src/lib/display-decimal';
import { targetUpside } from '@market/upside';
import type { WatchlistRowData } from './row-data';

/** The optional columns the user can choose, in the order they are shown. */
export const COLUMN_IDS = [
  'last',
  'change',
  'change_ratio',
  'volume',
  'bid_ask',
  'extended',
  'day_range',
  'dividend_yield',
  'next_earnings',
  'target_upside',
] as const;
export type ColumnId = (typeof COLUMN_IDS)[number];
export const DEFAULT_COLUMNS: readonly ColumnId[] = ['last', 'change', 'change_ratio', 'volume'];

/** A value to sort by: decimals compare as numbers, text (symbols, ISO dates) as text. */
export type SortKey = DisplayDecimal | string | undefined;

export type ColumnDef = {
  id: ColumnId;
  label: string;
  /** True when the value comes from the fundamentals summary rather than the snapshot. */
  fromSummary: boolean;
  sortKey: (row: WatchlistRowData) => SortKey;
  text: (row: WatchlistRowData) => string | undefined;
  direction?: (row: WatchlistRowData) => Direction;
};

function decimalOf(value: string | null | undefined): DisplayDecimal | undefined {
  return value === undefined || value === null || value === '' ? undefined : parseDisplayDecimal(value);
}

/** The mean analyst target's upside from the last price (src/market's rule), for sorting. */
function upsideOf(row: WatchlistRowData): DisplayDecimal | undefined {
  return decimalOf(targetUpside(row.summary?.target_price_mean, row.quote?.price));
}

function format(value: string | null | undefined, how: (text: string) => string): string | undefined {
  return value === undefined || value === null || value === '' ? undefined : how(value);
}

export const COLUMNS: Record<ColumnId, ColumnDef> = {
  last: {
    id: 'last',
    label: 'Last',
    fromSummary: false,
    sortKey: (row) => decimalOf(row.quote?.price),
    text: (row) => format(row.quote?.price, formatPrice),
  },
  change: {
    id: 'change',
    label: 'Change',
    fromSummary: false,
    sortKey: (row) => decimalOf(row.quote?.change),
    text: (row) => format(row.quote?.change, formatSignedPrice),
    direction: (row) => directionOf(row.quote?.change ?? '0'),
  },
  change_ratio: {
    id: 'change_ratio',
    label: 'Change %',
    fromSummary: false,
    sortKey: (row) => decimalOf(row.quote?.change_ratio),
    text: (row) => format(row.quote?.change_ratio, formatRatioAsPercent),
    direction: (row) => directionOf(row.quote?.change_ratio ?? '0'),
  },
  volume: {
    id: 'volume',
    label: 'Volume',
    fromSummary: false,
    sortKey: (row) => decimalOf(row.quote?.volume),
    text: (row) => format(row.quote?.volume, formatVolume),
  },
  bid_ask: {
    id: 'bid_ask',
    label: 'Bid / Ask',
    fromSummary: false,
    sortKey: (row) => decimalOf(row.quote?.bid),
    text: (row) =>
      row.quote?.bid === undefined || row.quote.ask === undefined
        ? undefined
        : `${formatPrice(row.quote.bid)} / ${formatPrice(row.quote.ask)}`,
  },
  extended: {
    id: 'extended',
    label: 'Ext. hours',
    fromSummary: false,
    sortKey: (row) => decimalOf(row.quote?.extend_hour_last_price),
    text: (row) => format(row.quote?.extend_hour_last_price, formatPrice),
  },
  day_range: {
    id: 'day_range',
    label: 'Day range',
    fromSummary: false,
    // Sorted by the width of the range relative to the low: how much the name moved today.
    sortKey: (row) => {
      const high = decimalOf(row.quote?.high);
      const low = decimalOf(row.quote?.low);
      return high === undefined || low === undefined || low.eq(0) ? undefined : high.minus(low).div(low);
    },
    text: (row) =>
      row.quote === undefined ? undefined : `${formatPrice(row.quote.low)} – ${formatPrice(row.quote.high)}`,
  },
  dividend_yield: {
    id: 'dividend_yield',
    label: 'Div. yield',
    fromSummary: true,
    sortKey: (row) => decimalOf(row.summary?.dividend_yield),
    text: (row) => format(row.summary?.dividend_yield, formatRateAsPercent),
  },
  next_earnings: {
    id: 'next_earnings',
    label: 'Next earnings',
    fromSummary: true,
    sortKey: (row) => row.summary?.next_earnings_date ?? undefined,
    text: (row) => row.summary?.next_earnings_date ?? undefined,
  },
  target_upside: {
    id: 'target_upside',
    label: 'Target upside',
    fromSummary: true,
    sortKey: upsideOf,
    text: (row) => format(targetUpside(row.summary?.target_price_mean, row.quote?.price), formatRatioAsPercent),
    direction: (row) => directionOf(targetUpside(row.summary?.target_price_mean, row.quote?.price) ?? '0'),
  },
};

/** True when any chosen column needs the fundamentals summary (fetched only then). */
export function needsSummary(columns: readonly ColumnId[]): boolean {
  return columns.some((id) => COLUMNS[id].fromSummary);
}
