import { queryOptions, useQuery } from '@tanstack/react-query';
import { snapshotListSchema, type Snapshot } from '../contracts/market-data';
import { apiGet } from '../lib/api-client';
import { queryKeys } from './query-keys';

/** `GET /api/snapshots` takes at most 100 symbols per call (its query schema in contracts/market-data). */
const SNAPSHOT_BATCH = 100;

/**
 * `secondary`: the page shows the quote from the stream already and asks only for the figures the
 * stream does not carry; the BFF asks them behind what the trader waits for, and not at all once
 * the request is aborted before its turn (docs/architecture.md#the-call-budget).
 */
export type SnapshotPriority = 'secondary' | undefined;

/** The latest snapshot of each symbol, one call per 100 symbols. */
export async function getSnapshots(
  symbols: readonly string[],
  signal?: AbortSignal,
  priority?: SnapshotPriority,
): Promise<Snapshot[]> {
  const batches: string[][] = [];
  for (let start = 0; start < symbols.length; start += SNAPSHOT_BATCH)
    batches.push(symbols.slice(start, start + SNAPSHOT_BATCH));
  const answers = await Promise.all(
    batches.map((batch) =>
      apiGet('/api/snapshots', { symbols: batch.join(','), priority }, snapshotListSchema, signal),
    ),
  );
  return answers.flat();
}

/**
 * Snapshots of a set of symbols. Callers add their own polling and `select`; the entry, and
 * so the request, is shared by every screen asking for the same symbols.
 */
export function snapshotsQueryOptions(symbols: readonly string[], priority?: SnapshotPriority) {
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- the priority orders the BFF's queue only
  return queryOptions({
    // The priority is not part of the key: the answer is the same snapshot whoever asks.
    queryKey: queryKeys.snapshots(symbols),
    // Ask exactly what the key names, whichever screen happens to fetch it first.
    queryFn: ({ queryKey, signal }) => getSnapshots(queryKey[1].split(','), signal, priority),
    enabled: symbols.length > 0,
    // The BFF serves a snapshot under 1 s old as it is, so asking sooner brings nothing new.
    staleTime: 1_000,
  });
}

export function useSnapshots(symbols: readonly string[]) {
  return useQuery(snapshotsQueryOptions(symbols));
}
