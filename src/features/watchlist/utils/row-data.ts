import type { Snapshot } from '@contracts/market-data';

/**
 * What a watchlist row needs to know about a price: a subset of the snapshot, so a live quote
 * pushed over the stream can fill the same cells later without changing them.
 */
export type WatchlistQuote = Pick<Snapshot, 'price' | 'change' | 'change_ratio' | 'volume' | 'high' | 'low'> &
  Partial<Pick<Snapshot, 'bid' | 'ask' | 'extend_hour_last_price' | 'received_at'>>;

/** Slow-moving facts for the optional columns (from the fundamentals summary route). */
export type WatchlistSummary = {
  dividend_yield: string | null;
  next_earnings_date: string | null;
  target_price_mean: string | null;
};

/** One row of the watchlist table: the saved instrument plus whatever is known about it. */
export type WatchlistRowData = {
  symbol: string;
  name: string;
  quote: WatchlistQuote | undefined;
  summary: WatchlistSummary | undefined;
};
