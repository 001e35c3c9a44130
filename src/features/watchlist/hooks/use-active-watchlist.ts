import type { Watchlist } from '@contracts/watchlists';
import { useWatchlists } from '../api/get-watchlists';
import { useSelectedWatchlistId } from './use-selected-watchlist';

/** The open list: the one last chosen if it still exists, else the first one. */
export function useActiveWatchlist() {
  const lists = useWatchlists();
  const [selectedId, select] = useSelectedWatchlistId();
  const all = lists.data ?? [];
  const active: Watchlist | undefined = all.find((list) => list.id === selectedId) ?? all[0];
  return { lists, active, select };
}
