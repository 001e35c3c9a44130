import { useQuery } from '@tanstack/react-query';
import { snapshotsQueryOptions } from '@src/api/get-snapshots';
import type { Snapshot } from '@contracts/market-data';
import { ApiError } from '@src/lib/api-error';

export type QuoteSnapshot = Snapshot;

/** How often the quote is refreshed while visible. */
export const QUOTE_POLL_MS = 2_000;

/** Poll every 2 s; stop for an unknown symbol, and let the rate-limit countdown drive retries. */
export function snapshotRefetchInterval(query: { state: { error: Error | null } }): number | false {
  const error = query.state.error;
  if (error instanceof ApiError && (error.kind === 'not-found' || error.kind === 'rate-limited')) return false;
  return QUOTE_POLL_MS;
}

/**
 * The snapshot of one symbol (`undefined` data while loading), polled unless `poll` is false
 * (while the live stream carries the price, the snapshot is only its first value).
 */
export function useSnapshot(symbol: string, poll = true) {
  return useQuery({
    ...snapshotsQueryOptions([symbol]),
    refetchInterval: poll ? snapshotRefetchInterval : false,
    select: (list) => list.find((item) => item.symbol === symbol) ?? null,
  });
}
