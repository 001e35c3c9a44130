import { z } from 'zod';
import type { WatchlistInstruments } from '@contracts/watchlists';
import { apiSend } from '@src/lib/api-client';
import { useOptimisticWrite } from './use-optimistic-write';
import { watchlistKeys } from './watchlist-keys';

/** Saves the whole order; the BFF turns it into the provider's `sort` values. */
export function reorderInstruments(id: string, symbols: string[]): Promise<unknown> {
  return apiSend('PUT', `/api/watchlists/${encodeURIComponent(id)}/order`, { symbols }, z.unknown());
}

/** Puts the instruments in the order of `symbols` (unknown symbols are ignored). */
export function applyOrder(list: WatchlistInstruments, symbols: readonly string[]): WatchlistInstruments {
  const bySymbol = new Map(list.instruments.map((item) => [item.symbol, item]));
  const ordered = symbols.flatMap((symbol, index) => {
    const item = bySymbol.get(symbol);
    return item === undefined ? [] : [{ ...item, sort: index }];
  });
  return { ...list, instruments: ordered };
}

export function useReorderInstruments(id: string, listName: string, onRefused: (message: string) => void) {
  return useOptimisticWrite<string[], unknown, WatchlistInstruments>({
    queryKey: watchlistKeys.instruments(id),
    mutationFn: (symbols) => reorderInstruments(id, symbols),
    apply: applyOrder,
    failure: () => `Could not save the new order of “${listName}”`,
    onRefused,
  });
}
