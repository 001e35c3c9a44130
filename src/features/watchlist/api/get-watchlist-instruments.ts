import { queryOptions, useQuery } from '@tanstack/react-query';
import { watchlistInstrumentsSchema, type WatchlistInstruments } from '@contracts/watchlists';
import { apiGet } from '@src/lib/api-client';
import { isPendingId, watchlistKeys } from './watchlist-keys';

/** The instruments of one list, in its saved order. */
export function getWatchlistInstruments(id: string, signal?: AbortSignal): Promise<WatchlistInstruments> {
  return apiGet(`/api/watchlists/${encodeURIComponent(id)}/instruments`, {}, watchlistInstrumentsSchema, signal);
}

export function watchlistInstrumentsQueryOptions(id: string) {
  return queryOptions({
    queryKey: watchlistKeys.instruments(id),
    queryFn: ({ signal }) => getWatchlistInstruments(id, signal),
    staleTime: 5 * 60_000,
    // A list still being created has no instruments the provider could list.
    enabled: !isPendingId(id),
  });
}

export function useWatchlistInstruments(id: string | undefined) {
  return useQuery({ ...watchlistInstrumentsQueryOptions(id ?? ''), enabled: id !== undefined && !isPendingId(id) });
}
