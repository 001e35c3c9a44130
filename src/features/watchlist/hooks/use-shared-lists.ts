import { useQueryClient } from '@tanstack/react-query';
import { useWatchlistChanges } from '@src/lib/use-watchlist-changes';
import { watchlistKeys } from '../api/watchlist-keys';

/**
 * Every tab shows the same lists: when a write through the BFF changes one (in this tab, another,
 * or another browser), the relay says which (`watchlists/changed`) and this tab reads it again.
 * A change to one list's instruments re-reads that list; anything else, or a notice missed while
 * the live link was down, re-reads them all.
 */
export function useSharedLists(): void {
  const client = useQueryClient();
  useWatchlistChanges((change) => {
    const oneList =
      change !== null && change.id !== null && (change.change === 'instruments' || change.change === 'reordered');
    void client.invalidateQueries({
      queryKey: oneList && change.id !== null ? watchlistKeys.instruments(change.id) : watchlistKeys.all,
    });
  });
}
