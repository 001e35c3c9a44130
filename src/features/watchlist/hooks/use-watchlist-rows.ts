import { useMemo } from 'react';
import type { WatchlistInstrument } from '@contracts/watchlists';
import { useFundamentalsSummary } from '../api/get-fundamentals-summary';
import { useRowQuotes } from '../api/get-row-quotes';
import { needsSummary, type ColumnId } from '../utils/columns';
import type { WatchlistRowData } from '../utils/row-data';

/** The list's instruments joined with their polled prices and, when shown, their fundamentals. */
export function useWatchlistRows(instruments: readonly WatchlistInstrument[], columns: readonly ColumnId[]) {
  // Rows still waiting for the provider (optimistic adds) are priced too: the symbol is known.
  const symbols = useMemo(() => instruments.map((item) => item.symbol), [instruments]);
  const quotes = useRowQuotes(symbols);
  const summary = useFundamentalsSummary(symbols, needsSummary(columns));
  const rows = useMemo<WatchlistRowData[]>(() => {
    const facts = new Map((summary.data ?? []).map((item) => [item.symbol, item]));
    return instruments.map((item) => ({
      symbol: item.symbol,
      name: item.name,
      quote: quotes.data?.get(item.symbol),
      summary: facts.get(item.symbol),
    }));
  }, [instruments, quotes.data, summary.data]);
  return { rows, quotesError: quotes.error, summaryError: summary.error };
}
