import { queryOptions, useQuery } from '@tanstack/react-query';
import { watchlistListSchema, type Watchlist } from '@contracts/watchlists';
import { apiGet } from '@src/lib/api-client';
import { watchlistKeys } from './watchlist-keys';

/** The user's watchlists in the provider's display order. */
export function getWatchlists(signal?: AbortSignal): Promise<Watchlist[]> {
  return apiGet('/api/watchlists', {}, watchlistListSchema, signal);
}

export function watchlistsQueryOptions() {
  return queryOptions({
    queryKey: watchlistKeys.list(),
    queryFn: ({ signal }) => getWatchlists(signal),
    // Lists change only when someone writes; every write here invalidates this key.
    staleTime: 5 * 60_000,
  });
}

export function useWatchlists() {
  return useQuery(watchlistsQueryOptions());
}
