import type { WatchlistChange } from '@contracts/watchlist-topic';
import type { Watchlist, WatchlistInstrument } from '@contracts/watchlists';
import { UnknownSymbolError } from '@server/upstream/client/upstream-errors';
import { UnknownWatchlistError, WatchlistOrderMismatchError } from '@server/upstream/research/watchlist-errors';
import type { WatchlistService } from '@server/upstream/research/watchlist-service';

const KNOWN = new Set(['AAPL', 'MSFT', 'SPY']);

/** An in-memory WatchlistService for route tests: one list "Core" (id "1") holding AAPL. */
export function fakeWatchlists(): WatchlistService {
  let nextId = 2;
  const lists: Watchlist[] = [
    { id: '1', name: 'Core', sort: 0, create_time: '2026-11-18T15:00:00Z', update_time: '2026-11-18T15:00:00Z' },
  ];
  const items = new Map<string, WatchlistInstrument[]>([['1', [item('AAPL', 0)]]]);
  const listeners = new Set<(change: WatchlistChange) => void>();
  let revision = 0;
  const changed = (id: string, change: WatchlistChange['change']) => {
    revision += 1;
    for (const listener of [...listeners]) listener({ id, change, revision, at: 0 });
  };
  const need = (id: string): WatchlistInstrument[] => {
    const found = items.get(id);
    if (found === undefined) throw new UnknownWatchlistError(id);
    return found;
  };
  return {
    list: () => Promise.resolve(lists.map((l) => ({ ...l }))),
    create(name) {
      const id = String(nextId++);
      lists.push({ id, name, sort: lists.length, create_time: '', update_time: '' });
      items.set(id, []);
      changed(id, 'created');
      return Promise.resolve({ id });
    },
    async rename(id, name) {
      need(id);
      const list = lists.find((l) => l.id === id);
      if (list !== undefined) list.name = name;
      changed(id, 'renamed');
      return Promise.resolve({ id });
    },
    async remove(id) {
      need(id);
      items.delete(id);
      lists.splice(
        lists.findIndex((l) => l.id === id),
        1,
      );
      changed(id, 'deleted');
      return Promise.resolve();
    },
    instruments: async (id) => Promise.resolve({ id, instruments: need(id) }),
    async add(id, symbols) {
      const list = need(id);
      const unknown = symbols.filter((s) => !KNOWN.has(s));
      if (unknown.length > 0) throw new UnknownSymbolError(unknown);
      for (const s of symbols) if (!list.some((i) => i.symbol === s)) list.push(item(s, list.length));
      changed(id, 'instruments');
      return Promise.resolve();
    },
    async removeSymbol(id, symbol) {
      items.set(
        id,
        need(id).filter((i) => i.symbol !== symbol),
      );
      changed(id, 'instruments');
      return Promise.resolve();
    },
    async reorder(id, symbols) {
      const list = need(id);
      if (list.length !== symbols.length || !list.every((i) => symbols.includes(i.symbol)))
        throw new WatchlistOrderMismatchError(id);
      items.set(
        id,
        symbols.map((s, sort) => item(s, sort)),
      );
      changed(id, 'reordered');
      return Promise.resolve();
    },
    forget() {
      // The fake keeps its lists in memory: nothing cached to drop.
    },
    onChange(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

function item(symbol: string, sort: number): WatchlistInstrument {
  return {
    symbol,
    name: `${symbol} Inc.`,
    instrument_id: String(1000 + sort),
    exchange_code: 'NSQ',
    category: symbol === 'SPY' ? 'US_ETF' : 'US_STOCK',
    sort,
    added_time: '',
  };
}
