import type { Bar } from '@contracts/market-data';

/** A bar with its decimal strings read as numbers, once per bar, for the indicator library. */
export interface NumericBar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/**
 * Indicators are float arithmetic by nature (averages, square roots, ratios), so reading the
 * wire's decimal strings as doubles here loses nothing they could keep: docs/chart-research.md#indicators
 */
export function toNumericBar(bar: Bar): NumericBar {
  return {
    time: bar.time,
    open: Number(bar.open),
    high: Number(bar.high),
    low: Number(bar.low),
    close: Number(bar.close),
    volume: Number(bar.volume),
  };
}
