import { z } from 'zod';
import type { Watchlist } from '@contracts/watchlists';
import { apiSend } from '@src/lib/api-client';
import { useOptimisticWrite } from './use-optimistic-write';
import { watchlistKeys } from './watchlist-keys';

export type DeleteVars = { id: string; name: string };

export function deleteWatchlist(id: string): Promise<undefined> {
  return apiSend('DELETE', `/api/watchlists/${encodeURIComponent(id)}`, undefined, z.undefined());
}

export function useDeleteWatchlist(onRefused: (message: string) => void) {
  return useOptimisticWrite<DeleteVars, undefined, Watchlist[]>({
    queryKey: watchlistKeys.list(),
    mutationFn: ({ id }) => deleteWatchlist(id),
    apply: (lists, { id }) => lists.filter((list) => list.id !== id),
    failure: ({ name }) => `Could not delete “${name}”`,
    onRefused,
  });
}
