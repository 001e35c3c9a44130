import Decimal from 'decimal.js';
import type { SimBar } from '../types';

/** Plain OHLCV as decimal strings, for exact comparisons in tests. */
export interface Ohlcv {
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

/**
 * Aggregates newest-first bars the way a chart would: open of the oldest, close of the newest,
 * max high, min low, summed volume. Decimal arithmetic, so string formats do not matter.
 */
export function aggregateBars(newestFirst: readonly SimBar[]): Ohlcv {
  const newest = newestFirst[0];
  const oldest = newestFirst[newestFirst.length - 1];
  if (newest === undefined || oldest === undefined) throw new Error('no bars to aggregate');
  let high = new Decimal(newest.high);
  let low = new Decimal(newest.low);
  let volume = new Decimal(0);
  for (const bar of newestFirst) {
    high = Decimal.max(high, bar.high);
    low = Decimal.min(low, bar.low);
    volume = volume.plus(bar.volume);
  }
  return {
    open: new Decimal(oldest.open).toString(),
    high: high.toString(),
    low: low.toString(),
    close: new Decimal(newest.close).toString(),
    volume: volume.toString(),
  };
}

/** The OHLCV of one bar, normalised like {@link aggregateBars} output. */
export function ohlcvOf(bar: SimBar): Ohlcv {
  return {
    open: new Decimal(bar.open).toString(),
    high: new Decimal(bar.high).toString(),
    low: new Decimal(bar.low).toString(),
    close: new Decimal(bar.close).toString(),
    volume: new Decimal(bar.volume).toString(),
  };
}
