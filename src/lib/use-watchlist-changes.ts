import { useEffect, useLayoutEffect, useRef } from 'react';
import type { WatchlistChange } from '../contracts/watchlist-topic';
import { useLiveStore } from './live-context';

/**
 * Keeps `watchlists/changed` subscribed while mounted and calls `onChange` with each change a
 * write through the BFF made, from this tab or any other; after the live link comes back it is
 * called with null, since notices sent while the link was down are not replayed.
 */
export function useWatchlistChanges(onChange: (change: WatchlistChange | null) => void): void {
  const store = useLiveStore();
  const latest = useRef(onChange);
  useLayoutEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    if (store === null) return undefined;
    const stopChanges = store.onWatchlistChange((change) => {
      latest.current(change);
    });
    const stopRestored = store.onLinkRestored(() => {
      latest.current(null);
    });
    const release = store.retainWatchlists();
    return () => {
      release();
      stopChanges();
      stopRestored();
    };
  }, [store]);
}
