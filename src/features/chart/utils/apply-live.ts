import Decimal from 'decimal.js';
import type { Timespan } from '@contracts/common';
import type { Bar, Tick } from '@contracts/market-data';
import { barStart } from './bar-slot';
import { isIntraday } from './chart-data';
import { isRegularPrint } from './regular-print';

/** One price to apply: a trade (with its size) or a streamed last price (no size). */
export type LivePrint = { time: number; price: string; volume?: string };

const max = (a: string, b: string) => (new Decimal(a).greaterThanOrEqualTo(b) ? a : b);
const min = (a: string, b: string) => (new Decimal(a).lessThanOrEqualTo(b) ? a : b);

/**
 * Bars with one print applied: the bar it falls in moves (close, high, low, volume) if it is
 * the newest bar; a print past the newest bar opens a new bar at its boundary. A print older
 * than the newest bar is ignored: closed bars come from the server. A daily or longer bar is the
 * regular session's, as the provider's are, so a pre-market, after-hours or overnight print
 * leaves it alone: its close stays the official one the quote shows.
 */
export function applyPrint(bars: readonly Bar[], print: LivePrint, timespan: Timespan): readonly Bar[] {
  const last = bars.at(-1);
  if (last === undefined) return bars;
  if (!isIntraday(timespan) && !isRegularPrint(print.time)) return bars;
  const start = barStart(print.time, timespan);
  if (start < last.time) return bars;
  if (start > last.time) {
    const volume = print.volume ?? '0';
    return [
      ...bars,
      { time: start, open: print.price, high: print.price, low: print.price, close: print.price, volume },
    ];
  }
  const volume = print.volume === undefined ? last.volume : new Decimal(last.volume).plus(print.volume).toString();
  const moved: Bar = {
    ...last,
    close: print.price,
    high: max(last.high, print.price),
    low: min(last.low, print.price),
    volume,
  };
  return [...bars.slice(0, -1), moved];
}

/** Applies trades in order, then a streamed last price if it is the newest print. */
export function applyLive(
  bars: readonly Bar[],
  trades: readonly Tick[],
  quote: LivePrint | undefined,
  timespan: Timespan,
): readonly Bar[] {
  let next = bars;
  for (const trade of trades) next = applyPrint(next, trade, timespan);
  const lastTrade = trades.at(-1);
  if (quote !== undefined && (lastTrade === undefined || quote.time >= lastTrade.time))
    next = applyPrint(next, { time: quote.time, price: quote.price }, timespan);
  return next;
}
