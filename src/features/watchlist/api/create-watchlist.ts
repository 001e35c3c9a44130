import { watchlistIdResponseSchema, type Watchlist, type WatchlistIdResponse } from '@contracts/watchlists';
import { apiSend } from '@src/lib/api-client';
import { useOptimisticWrite } from './use-optimistic-write';
import { PENDING_ID_PREFIX, watchlistKeys } from './watchlist-keys';

export function createWatchlist(name: string): Promise<WatchlistIdResponse> {
  return apiSend('POST', '/api/watchlists', { name }, watchlistIdResponseSchema);
}

/** Creates a list; it shows at the end at once and disappears again if the provider refuses. */
export function useCreateWatchlist(onRefused: (message: string) => void, onCreated: (id: string) => void) {
  return useOptimisticWrite<string, WatchlistIdResponse, Watchlist[]>({
    queryKey: watchlistKeys.list(),
    mutationFn: createWatchlist,
    apply: (lists, name) => [
      ...lists,
      { id: `${PENDING_ID_PREFIX}${name}`, name, sort: lists.length, create_time: '', update_time: '' },
    ],
    failure: (name) => `Could not create “${name}”`,
    onRefused,
    onSuccess: (answer) => {
      onCreated(answer.id);
    },
  });
}
