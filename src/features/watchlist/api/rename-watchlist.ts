import { watchlistIdResponseSchema, type Watchlist, type WatchlistIdResponse } from '@contracts/watchlists';
import { apiSend } from '@src/lib/api-client';
import { useOptimisticWrite } from './use-optimistic-write';
import { watchlistKeys } from './watchlist-keys';

export type RenameVars = { id: string; name: string; oldName: string };

export function renameWatchlist(id: string, name: string): Promise<WatchlistIdResponse> {
  return apiSend('PATCH', `/api/watchlists/${encodeURIComponent(id)}`, { name }, watchlistIdResponseSchema);
}

export function useRenameWatchlist(onRefused: (message: string) => void) {
  return useOptimisticWrite<RenameVars, WatchlistIdResponse, Watchlist[]>({
    queryKey: watchlistKeys.list(),
    mutationFn: ({ id, name }) => renameWatchlist(id, name),
    apply: (lists, { id, name }) => lists.map((list) => (list.id === id ? { ...list, name } : list)),
    failure: ({ oldName, name }) => `Could not rename “${oldName}” to “${name}”`,
    onRefused,
  });
}
