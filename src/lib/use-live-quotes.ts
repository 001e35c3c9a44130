import { useCallback, useRef, useSyncExternalStore } from 'react';
import { symbolTopic, type LiveQuote } from '../contracts/stream';
import { useLiveStore } from './live-context';
import { useRetainLive } from './use-live';

// A file of its own: only the (lazily loaded) positions panel reads several quotes at once.
const noop = () => undefined;

const NO_QUOTES: ReadonlyMap<string, LiveQuote> = new Map();

/**
 * Keeps `quote/<symbol>` subscribed for every symbol while mounted and reads them all: a total
 * over several symbols (the balance strip) must use the same prices as their rows. The map is
 * new only when one of the quotes changed.
 */
export function useLiveQuotes(symbols: readonly string[]): ReadonlyMap<string, LiveQuote> {
  const store = useLiveStore();
  const key = [...new Set(symbols)].sort().join(',');
  useRetainLive('quote', key === '' ? [] : key.split(','));
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (store === null || key === '') return noop;
      const stops = key.split(',').map((symbol) => store.listen(symbolTopic('quote', symbol), onChange));
      return () => {
        for (const stop of stops) stop();
      };
    },
    [store, key],
  );
  const cache = useRef<{ key: string; map: ReadonlyMap<string, LiveQuote> }>({ key: '', map: NO_QUOTES });
  return useSyncExternalStore(subscribe, () => {
    if (store === null || key === '') return NO_QUOTES;
    const previous = cache.current;
    const symbolsNow = key.split(',');
    const same = previous.key === key && symbolsNow.every((symbol) => previous.map.get(symbol) === store.quote(symbol));
    if (same) return previous.map;
    const map = new Map<string, LiveQuote>();
    for (const symbol of symbolsNow) {
      const quote = store.quote(symbol);
      if (quote !== undefined) map.set(symbol, quote);
    }
    cache.current = { key, map };
    return map;
  });
}
