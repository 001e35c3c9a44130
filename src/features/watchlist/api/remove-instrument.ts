import { z } from 'zod';
import type { WatchlistInstruments } from '@contracts/watchlists';
import { apiSend } from '@src/lib/api-client';
import { useOptimisticWrite } from './use-optimistic-write';
import { watchlistKeys } from './watchlist-keys';

export function removeInstrument(id: string, symbol: string): Promise<undefined> {
  return apiSend(
    'DELETE',
    `/api/watchlists/${encodeURIComponent(id)}/instruments/${encodeURIComponent(symbol)}`,
    undefined,
    z.undefined(),
  );
}

export function useRemoveInstrument(id: string, listName: string, onRefused: (message: string) => void) {
  return useOptimisticWrite<string, undefined, WatchlistInstruments>({
    queryKey: watchlistKeys.instruments(id),
    mutationFn: (symbol) => removeInstrument(id, symbol),
    apply: (list, symbol) => ({ ...list, instruments: list.instruments.filter((item) => item.symbol !== symbol) }),
    failure: (symbol) => `Could not remove ${symbol} from “${listName}”`,
    onRefused,
  });
}
