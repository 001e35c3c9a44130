import { useQuery } from '@tanstack/react-query';
import { snapshotsQueryOptions, type SnapshotPriority } from '@src/api/get-snapshots';
import type { Snapshot } from '@contracts/market-data';
import { ApiError } from '@src/lib/api-error';

/** What the quote panel shows: a snapshot, or the stream's quote as its first look (which has no instrument id). */
export type QuoteSnapshot = Omit<Snapshot, 'instrument_id'>;

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
 * (while the live stream carries the price, the snapshot is only its first value). Not asked
 * while `enabled` is false; `secondary` when the page shows the stream's quote already.
 */
export function useSnapshot(
  symbol: string,
  { poll = true, enabled = true, priority }: { poll?: boolean; enabled?: boolean; priority?: SnapshotPriority } = {},
) {
  return useQuery({
    ...snapshotsQueryOptions([symbol], priority),
    enabled,
    refetchInterval: poll ? snapshotRefetchInterval : false,
    select: (list) => list.find((item) => item.symbol === symbol) ?? null,
  });
}
