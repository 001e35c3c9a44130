import type { Ranked, SortKey } from './rank-rows';

/** The figures every sort field can read (row first, since a row may carry a period's figure). */
interface SortableRow {
  change_ratio?: string | undefined;
  price?: string | undefined;
  close?: string | undefined;
  high?: string | undefined;
  low?: string | undefined;
  volume?: string | undefined;
  turnover?: string | undefined;
  change_ratio_52w?: string | undefined;
}

export type SortField =
  | 'CHANGE_RATIO'
  | 'RELATIVE_VOLUME_10D'
  | 'MARKET_VALUE'
  | 'CLOSE'
  | 'PRICE'
  | 'PE_TTM'
  | 'HIGH'
  | 'LOW'
  | 'AMPLITUDE'
  | 'TURNOVER'
  | 'VOLUME'
  | 'YIELD'
  | 'DIVIDEND'
  | 'CHANGE_RATIO_52W'
  | 'TURNOVER_RATE';

/** What each sort field orders by (docs/protocol.md#screeners, `sort_by` values). */
export function sortKey<R extends SortableRow>(field: SortField): SortKey<R> {
  const keys: Record<SortField, (item: Ranked<R>) => string | undefined> = {
    CHANGE_RATIO: ({ row }) => row.change_ratio,
    RELATIVE_VOLUME_10D: ({ facts }) => facts.relative_volume_10d,
    MARKET_VALUE: ({ facts }) => facts.market_value,
    CLOSE: ({ row, facts }) => row.close ?? facts.snapshot.close,
    PRICE: ({ row, facts }) => row.price ?? facts.snapshot.price,
    PE_TTM: ({ facts }) => facts.pe_ttm,
    HIGH: ({ facts }) => facts.snapshot.high,
    LOW: ({ facts }) => facts.snapshot.low,
    AMPLITUDE: ({ facts }) => facts.amplitude,
    TURNOVER: ({ facts }) => facts.snapshot.turnover,
    VOLUME: ({ facts }) => facts.snapshot.volume,
    YIELD: ({ facts }) => facts.yield,
    DIVIDEND: ({ facts }) => facts.dividend,
    CHANGE_RATIO_52W: ({ row }) => row.change_ratio_52w,
    TURNOVER_RATE: ({ facts }) => facts.turnover_rate,
  };
  return keys[field];
}
