import { useEffect, useLayoutEffect, useRef } from 'react';
import type { AccountUpdate } from '../contracts/portfolio';
import type { OrderUpdate } from '../contracts/trading-topics';
import { useLiveStore } from './live-context';

/** The newest callback, so a caller's inline function does not resubscribe on every render. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}

/**
 * Keeps `orders/<accountId>` subscribed while mounted and hands `onUpdates` every order update
 * of the account, in arrival order, a frame's worth at a time (src/lib/live-store.ts).
 */
export function useOrderUpdates(
  accountId: string | undefined,
  onUpdates: (updates: readonly OrderUpdate[]) => void,
): void {
  const store = useLiveStore();
  const latest = useLatest(onUpdates);
  useEffect(() => {
    if (store === null || accountId === undefined || accountId === '') return undefined;
    const stop = store.onOrderUpdates(accountId, (updates) => {
      latest.current(updates);
    });
    const release = store.retainAccount('orders', accountId);
    return () => {
      release();
      stop();
    };
  }, [store, accountId, latest]);
}

/**
 * Keeps `account/<accountId>` subscribed while mounted and calls `onUpdate` with each newest
 * balance and positions (at most once per frame; older values in between are skipped).
 */
export function useAccountUpdates(accountId: string | undefined, onUpdate: (update: AccountUpdate) => void): void {
  const store = useLiveStore();
  const latest = useLatest(onUpdate);
  useEffect(() => {
    if (store === null || accountId === undefined || accountId === '') return undefined;
    const stop = store.onAccountUpdate(accountId, (update) => {
      latest.current(update);
    });
    const release = store.retainAccount('account', accountId);
    return () => {
      release();
      stop();
    };
  }, [store, accountId, latest]);
}

/** Calls `onRestored` each time the tab's live link comes back after a drop. */
export function useLinkRestored(onRestored: () => void): void {
  const store = useLiveStore();
  const latest = useLatest(onRestored);
  useEffect(
    () =>
      store?.onLinkRestored(() => {
        latest.current();
      }),
    [store, latest],
  );
}
