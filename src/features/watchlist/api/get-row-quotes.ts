import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { snapshotsQueryOptions } from '@src/api/get-snapshots';
import type { Snapshot } from '@contracts/market-data';
import { useFeedView } from '@src/lib/use-live';

/** Watchlist prices refresh more slowly than the quote panel: many rows share one call. */
export const ROW_QUOTES_POLL_MS = 10_000;

// Module-level functions keep their identity, so the map is rebuilt only when the data changes
// (a new `select` or `placeholderData` function each render would rebuild it every render).
function bySymbol(list: Snapshot[]): Map<string, Snapshot> {
  return new Map(list.map((snapshot) => [snapshot.symbol, snapshot]));
}

/** One batched, polled snapshot call for every row of the list shown. */
export function useRowQuotes(symbols: readonly string[]) {
  // While the tab is connected to the live relay each row follows its own stream; the snapshot
  // is then only the first value (and the BFF polls for everyone if the upstream stream is down).
  const view = useFeedView();
  const streaming = view !== null && view.link === 'online';
  return useQuery({
    ...snapshotsQueryOptions(symbols),
    refetchInterval: streaming ? false : ROW_QUOTES_POLL_MS,
    // The previous list's prices while a changed list is fetched, so rows never blank out.
    placeholderData: keepPreviousData,
    select: bySymbol,
  });
}
