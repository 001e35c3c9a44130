import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { BUDGET_STATUS_TOPIC } from '../contracts/budget';
import { TOKEN_STATUS_TOPIC } from '../contracts/token';
import { DIAGNOSTICS_TOPIC, type Diagnostics } from '../contracts/diagnostics';
import { symbolTopic, type LiveDepth, type LiveQuote, type StreamKind } from '../contracts/stream';
import { useLiveStore } from './live-context';
import { FEED_KEYS, type LiveStore } from './live-store';
import type { BudgetView, FeedView, TokenView } from './live-views';
import { EMPTY_TAPE, type TickTape } from './tick-tape';

const noop = () => undefined;

/** Keeps `kind/symbol` subscribed while the calling component is mounted, and reads it. */
function useLiveTopic<T>(
  kind: StreamKind,
  symbol: string | undefined,
  read: (store: LiveStore, symbol: string) => T,
  empty: T,
): T {
  const store = useLiveStore();
  useEffect(
    () => (store === null || symbol === undefined ? undefined : store.retain(kind, symbol)),
    [store, kind, symbol],
  );
  const subscribe = useCallback(
    (onChange: () => void) =>
      store === null || symbol === undefined ? noop : store.listen(symbolTopic(kind, symbol), onChange),
    [store, kind, symbol],
  );
  return useSyncExternalStore(subscribe, () => (store === null || symbol === undefined ? empty : read(store, symbol)));
}

/** The newest streamed quote of `symbol` (undefined until one arrives or without a live store). */
export function useLiveQuote(symbol: string | undefined): LiveQuote | undefined {
  return useLiveTopic('quote', symbol, (store, s) => store.quote(s), undefined);
}

/** The newest bid/ask ladder of `symbol`. */
export function useLiveDepth(symbol: string | undefined): LiveDepth | undefined {
  return useLiveTopic('depth', symbol, (store, s) => store.depth(s), undefined);
}

/** The recent trades of `symbol`, oldest first. */
export function useLiveTicks(symbol: string | undefined): TickTape {
  return useLiveTopic('tick', symbol, (store, s) => store.ticks(s), EMPTY_TAPE);
}

const OFFLINE_VIEW: FeedView = { link: 'offline', everOnline: false, feed: null };

/** The tab's link state and the upstream feed status (status/feed is always subscribed). */
export function useFeedView(): FeedView | null {
  const store = useLiveStore();
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (store === null) return noop;
      const stops = FEED_KEYS.map((key) => store.listen(key, onChange));
      return () => {
        for (const stop of stops) stop();
      };
    },
    [store],
  );
  const view = useSyncExternalStore(subscribe, () => store?.feedView() ?? OFFLINE_VIEW);
  return store === null ? null : view;
}

/**
 * Keeps `kind/<symbol>` subscribed for every symbol while mounted, without reading them: a
 * windowed list mounts only the rows in view, yet every row's value must be current the moment
 * it scrolls in.
 */
export function useRetainLive(kind: StreamKind, symbols: readonly string[]): void {
  const store = useLiveStore();
  const key = symbols.join(',');
  useEffect(() => {
    if (store === null || key === '') return undefined;
    const releases = key.split(',').map((symbol) => store.retain(kind, symbol));
    return () => {
      for (const release of releases) release();
    };
  }, [store, kind, key]);
}

/** The BFF's call budget with the provider (status/budget is always subscribed); null until known. */
export function useBudget(): BudgetView | null {
  const store = useLiveStore();
  const subscribe = useCallback(
    (onChange: () => void) => (store === null ? noop : store.listen(BUDGET_STATUS_TOPIC, onChange)),
    [store],
  );
  return useSyncExternalStore(subscribe, () => store?.budget() ?? null);
}

/** The provider's second-factor token as the BFF holds it (status/token is always subscribed); null until known. */
export function useTokenView(): TokenView | null {
  const store = useLiveStore();
  const subscribe = useCallback(
    (onChange: () => void) => (store === null ? noop : store.listen(TOKEN_STATUS_TOPIC, onChange)),
    [store],
  );
  return useSyncExternalStore(subscribe, () => store?.token() ?? null);
}

/** Keeps `status/diagnostics` subscribed while mounted and reads it; null until the first arrives. */
export function useDiagnostics(): Diagnostics | null {
  const store = useLiveStore();
  useEffect(() => (store === null ? undefined : store.retainDiagnostics()), [store]);
  const subscribe = useCallback(
    (onChange: () => void) => (store === null ? noop : store.listen(DIAGNOSTICS_TOPIC, onChange)),
    [store],
  );
  return useSyncExternalStore(subscribe, () => store?.diagnostics() ?? null);
}
