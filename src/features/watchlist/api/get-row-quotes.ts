import { useQuery } from '@tanstack/react-query';
import { snapshotListSchema, type Snapshot } from '../../../contracts/market-data';
import { apiGet } from '../../../lib/api-client';
import { useFeedView } from '../../../lib/use-live';

/** Watchlist prices refresh more slowly than the quote panel: many rows share one call. */
export const ROW_QUOTES_POLL_MS = 10_000;
/** The snapshots route takes at most 100 symbols per call. */
const SNAPSHOT_BATCH = 100;

export async function getRowQuotes(symbols: readonly string[], signal?: AbortSignal): Promise<Map<string, Snapshot>> {
  const batches: string[][] = [];
  for (let start = 0; start < symbols.length; start += SNAPSHOT_BATCH) batches.push(symbols.slice(start, start + SNAPSHOT_BATCH));
  const answers = await Promise.all(
    batches.map((batch) => apiGet('/api/snapshots', { symbols: batch.join(',') }, snapshotListSchema, signal)),
  );
  return new Map(answers.flat().map((snapshot) => [snapshot.symbol, snapshot]));
}

/** One batched, polled snapshot call for every row of the list shown. */
export function useRowQuotes(symbols: readonly string[]) {
  // While the tab is connected to the live relay each row follows its own stream; the snapshot
  // is then only the first value (and the BFF polls for everyone if the upstream stream is down).
  const view = useFeedView();
  const streaming = view !== null && view.link === 'online';
  return useQuery({
    queryKey: ['snapshots', 'watchlist', [...symbols].sort().join(',')],
    queryFn: ({ signal }) => getRowQuotes(symbols, signal),
    enabled: symbols.length > 0,
    refetchInterval: streaming ? false : ROW_QUOTES_POLL_MS,
    placeholderData: (previous) => previous,
  });
}
