import type { LiveDepth, LiveQuote } from '@contracts/stream';
import type { WatchlistQuote, WatchlistRowData } from './row-data';

/**
 * The row with streamed values laid over its polled snapshot, each when the stream's copy is at
 * least as new (by the BFF's receipt time): the price and day figures from `quote/<SYMBOL>`, the
 * best bid and ask from `depth/<SYMBOL>` (the upstream `Snapshot` carries no book, so the quote
 * topic has none: docs/architecture.md, Live data). Fields neither carries stay as polled.
 */
export function withLiveQuote(row: WatchlistRowData, live: LiveQuote | undefined, depth?: LiveDepth): WatchlistRowData {
  const polled = row.quote;
  const polledAt = polled?.received_at;
  const useLive = live !== undefined && (polledAt === undefined || polledAt <= live.received_at);
  const useDepth = depth !== undefined && (polledAt === undefined || polledAt <= depth.received_at);
  if (!useLive && !useDepth) return row;
  let quote: WatchlistQuote | undefined = polled;
  if (useLive) {
    quote = {
      ...polled,
      price: live.price,
      change: live.change ?? polled?.change ?? '',
      change_ratio: live.change_ratio ?? polled?.change_ratio ?? '',
      volume: live.volume ?? polled?.volume ?? '',
      high: live.high ?? polled?.high ?? '',
      low: live.low ?? polled?.low ?? '',
      ...(live.ext_price === undefined ? {} : { extend_hour_last_price: live.ext_price }),
      received_at: live.received_at,
    };
  }
  // A book alone cannot price a row that has no quote yet: the Last column needs a trade.
  if (useDepth && quote !== undefined) {
    const bid = depth.bids[0]?.price;
    const ask = depth.asks[0]?.price;
    quote = { ...quote, ...(bid === undefined ? {} : { bid }), ...(ask === undefined ? {} : { ask }) };
  }
  return quote === polled ? row : { ...row, quote };
}
