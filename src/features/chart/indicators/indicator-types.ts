import type { Timespan } from '@contracts/common';
import type { Bar } from '@contracts/market-data';

/** The indicators a chart offers (docs/chart-research.md#indicators). */
export type IndicatorKind =
  | 'sma'
  | 'ema'
  | 'wma'
  | 'vwap'
  | 'bollinger'
  | 'donchian'
  | 'rsi'
  | 'macd'
  | 'stochastic'
  | 'atr'
  | 'adx'
  | 'obv'
  | 'volume-ma';

/** One indicator on one chart, as the layout keeps it: which, and its parameters. */
export interface IndicatorSpec {
  /** Unique on its chart; names the legend entry, the panes' series and the CSV columns. */
  id: string;
  kind: IndicatorKind;
  /** Every parameter of the kind's definition, by key (a period, a multiplier...). */
  params: Record<string, number>;
}

/** One editable parameter of an indicator. */
export interface IndicatorParam {
  key: string;
  label: string;
  default: number;
  min: number;
  max: number;
  /** Whole numbers only (periods). */
  integer: boolean;
}

/** One line an indicator draws (Bollinger: upper, middle, lower; MACD: macd, signal, histogram). */
export interface IndicatorLine {
  key: string;
  label: string;
  style: 'line' | 'histogram';
}

export interface IndicatorDefinition {
  kind: IndicatorKind;
  /** For menus: "Bollinger Bands". */
  name: string;
  /** For the legend and CSV headers, with the parameters: "BB(20, 2)". */
  shortLabel: (params: Record<string, number>) => string;
  /** Over the candles, or in a pane of its own below them. */
  pane: 'price' | 'own';
  params: readonly IndicatorParam[];
  lines: (params: Record<string, number>) => readonly IndicatorLine[];
  /** Offered on these timespans only (VWAP: intraday). */
  offeredOn: (timespan: Timespan) => boolean;
}

/** A value per bar, aligned with the bars; undefined where the indicator has no value yet (warm-up). */
export type IndicatorSeries = (number | undefined)[];

/** The values of one indicator's lines at one bar, by line key. */
export type IndicatorPoint = Record<string, number | undefined>;

/**
 * An indicator kept current with a chart's bars: computed once over the loaded bars, then each
 * live tick replaces the last bar's value and a new bar appends one, without recomputing history.
 */
export interface IndicatorRun {
  /** Every line over all the bars (first load, older history prepended, new parameters). */
  reset(bars: readonly Bar[]): Record<string, IndicatorSeries>;
  /** The last bar changed (a live tick): its new values. */
  replaceLast(bar: Bar): IndicatorPoint;
  /** A new bar after the last: its values. */
  append(bar: Bar): IndicatorPoint;
}
