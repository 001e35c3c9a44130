import type { LiveQuote } from '@contracts/stream';
import type { WatchlistRowData } from './row-data';

/**
 * The row with a streamed quote laid over its polled snapshot when the stream's copy is at
 * least as new (by the BFF's receipt time); fields the stream does not carry stay as polled.
 */
export function withLiveQuote(row: WatchlistRowData, live: LiveQuote | undefined): WatchlistRowData {
  const polled = row.quote;
  if (live === undefined) return row;
  if (polled?.received_at !== undefined && polled.received_at > live.received_at) return row;
  return {
    ...row,
    quote: {
      ...polled,
      price: live.price,
      change: live.change ?? polled?.change ?? '',
      change_ratio: live.change_ratio ?? polled?.change_ratio ?? '',
      volume: live.volume ?? polled?.volume ?? '',
      high: live.high ?? polled?.high ?? '',
      low: live.low ?? polled?.low ?? '',
      ...(live.ext_price === undefined ? {} : { extend_hour_last_price: live.ext_price }),
      received_at: live.received_at,
    },
  };
}
