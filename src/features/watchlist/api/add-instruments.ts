import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { WatchlistInstruments } from '@contracts/watchlists';
import { apiSend } from '@src/lib/api-client';
import { watchlistInstrumentsQueryOptions } from './get-watchlist-instruments';
import { refusalText, useOptimisticWrite } from './use-optimistic-write';
import { watchlistKeys } from './watchlist-keys';

/** A symbol to add, with its name when the caller knows it (shown until the provider answers). */
export type NewInstrument = { symbol: string; name?: string };
type AddVars = { id: string; listName: string; items: NewInstrument[] };

export function addInstruments(id: string, symbols: string[]): Promise<unknown> {
  return apiSend('POST', `/api/watchlists/${encodeURIComponent(id)}/instruments`, { symbols }, z.unknown());
}

function appendPlaceholders(list: WatchlistInstruments, items: NewInstrument[]): WatchlistInstruments {
  const last = list.instruments.at(-1)?.sort ?? 0;
  const added = items.map((item, index) => ({
    symbol: item.symbol,
    name: item.name ?? item.symbol,
    instrument_id: `pending:${item.symbol}`,
    exchange_code: '',
    category: 'US_STOCK' as const,
    sort: last + index + 1,
    added_time: '',
  }));
  return { ...list, instruments: [...list.instruments, ...added] };
}

function addFailure(items: NewInstrument[], listName: string): string {
  return `Could not add ${items.map((item) => item.symbol).join(', ')} to “${listName}”`;
}

/**
 * Adds symbols to the end of a list. Symbols already in it are left out and named in the
 * answer (the provider would refuse the whole call for one duplicate). Resolves to a sentence
 * saying what happened; a refusal is also reported through `onRefused`, and rolled back.
 */
export function useAddInstruments(id: string | undefined, onRefused: (message: string) => void) {
  const client = useQueryClient();
  const write = useOptimisticWrite<AddVars, unknown, WatchlistInstruments>({
    queryKey: watchlistKeys.instruments(id ?? ''),
    mutationFn: (vars) =>
      addInstruments(
        vars.id,
        vars.items.map((item) => item.symbol),
      ),
    apply: (list, vars) => appendPlaceholders(list, vars.items),
    failure: (vars) => addFailure(vars.items, vars.listName),
    onRefused,
  });
  return async (listName: string, items: NewInstrument[]): Promise<{ ok: boolean; message: string }> => {
    if (id === undefined) return { ok: false, message: 'Create a watchlist first.' };
    const current = await client.query(watchlistInstrumentsQueryOptions(id));
    const present = new Set(current.instruments.map((item) => item.symbol));
    const fresh = items.filter(
      (item, index) => !present.has(item.symbol) && items.findIndex((i) => i.symbol === item.symbol) === index,
    );
    const skipped = items.filter((item) => present.has(item.symbol)).map((item) => item.symbol);
    const already = skipped.length === 0 ? '' : ` ${skipped.join(', ')} already in “${listName}”.`;
    if (fresh.length === 0) return { ok: true, message: already.trim() };
    try {
      await write.mutateAsync({ id, listName, items: fresh });
    } catch (error) {
      return { ok: false, message: refusalText(addFailure(fresh, listName), error) };
    }
    return { ok: true, message: `Added ${fresh.map((item) => item.symbol).join(', ')} to “${listName}”.${already}` };
  };
}
