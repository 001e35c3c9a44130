import { queryOptions, useQuery, type Query } from '@tanstack/react-query';
import { snapshotListSchema, type Snapshot } from '../../../contracts/market-data';
import { apiGet } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

export type QuoteSnapshot = Snapshot;

/** How often the quote is refreshed while visible. */
export const QUOTE_POLL_MS = 2_000;

/** The latest snapshot of each symbol, in the order asked. */
export function getSnapshots(symbols: string[], signal?: AbortSignal): Promise<QuoteSnapshot[]> {
  return apiGet('/api/snapshots', { symbols: symbols.join(',') }, snapshotListSchema, signal);
}

/** Poll every 2 s; stop for an unknown symbol, and let the rate-limit countdown drive retries. */
export function snapshotRefetchInterval(query: Query<QuoteSnapshot[]>): number | false {
  const error = query.state.error;
  if (error instanceof ApiError && (error.kind === 'not-found' || error.kind === 'rate-limited')) return false;
  return QUOTE_POLL_MS;
}

export function snapshotQueryOptions(symbol: string, poll = true) {
  return queryOptions({
    queryKey: ['snapshots', symbol],
    queryFn: ({ signal }) => getSnapshots([symbol], signal),
    refetchInterval: poll ? snapshotRefetchInterval : false,
    staleTime: 0,
  });
}

/**
 * The snapshot of one symbol (`undefined` data while loading), polled unless `poll` is false
 * (while the live stream carries the price, the snapshot is only its first value).
 */
export function useSnapshot(symbol: string, poll = true) {
  return useQuery({
    ...snapshotQueryOptions(symbol, poll),
    select: (list) => list.find((item) => item.symbol === symbol) ?? null,
  });
}
