import type { Timespan } from '@contracts/common';
import type { Bar } from '@contracts/market-data';
import { easternIsoDate } from '@market/eastern-time';

/** `AAPL-D-2026-11-27.csv`: the symbol, the timespan and the newest bar's New York day. */
export function chartDataFileName(symbol: string, timespan: Timespan, bars: readonly Bar[]): string {
  const newest = bars.at(-1);
  return `${symbol}-${timespan}${newest === undefined ? '' : `-${easternIsoDate(newest.time)}`}.csv`;
}
