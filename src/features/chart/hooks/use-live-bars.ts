import { useMemo, useState } from 'react';
import type { Timespan } from '@contracts/common';
import type { Bar } from '@contracts/market-data';
import { useLiveQuote, useLiveTicks } from '@src/lib/use-live';
import { applyLive } from '../utils/apply-live';

/**
 * The server's bars with the streamed trades and last price applied: the newest bar follows
 * every trade and a new bar opens at the timespan boundary. Only trades that arrived after
 * the server's bars did are applied, so a trade is never counted twice in a bar's volume
 * (each refresh of the bars from the server starts the count again).
 */
export function useLiveBars(
  symbol: string,
  timespan: Timespan,
  bars: readonly Bar[],
  barsUpdatedAt: number,
): readonly Bar[] {
  const tape = useLiveTicks(symbol);
  const quote = useLiveQuote(symbol);
  const [base, setBase] = useState({ bars, mark: tape.total });
  // Adjusting state while rendering (React's documented pattern): note where the tape stood
  // when these bars arrived.
  if (base.bars !== bars) setBase({ bars, mark: tape.total });
  const fresh = base.bars === bars ? tape.total - base.mark : 0;
  return useMemo(() => {
    const trades = fresh <= 0 ? [] : tape.ticks.slice(-Math.min(fresh, tape.ticks.length));
    const print =
      quote !== undefined && quote.received_at > barsUpdatedAt
        ? { time: quote.trade_time, price: quote.price }
        : undefined;
    return applyLive(bars, trades, print, timespan);
  }, [bars, fresh, tape, quote, barsUpdatedAt, timespan]);
}
