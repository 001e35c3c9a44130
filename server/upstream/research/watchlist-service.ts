import type { Category } from '@contracts/common';
import type { WatchlistChange } from '@contracts/watchlist-topic';
import type { Watchlist, WatchlistInstruments } from '@contracts/watchlists';
import type { UpstreamClient } from '../client/http-client';
import type { OperationName } from '../client/operations';
import { parseUpstream } from '../client/parse-upstream';
import type { Scheduler } from '../client/scheduler';
import type { SymbolDirectory } from '../market-data/symbol-directory';
import type { Clock } from '@server/shared/clock';
import { TtlCache } from '../client/ttl-cache';
import { UnknownSymbolError } from '../client/upstream-errors';
import { UnknownWatchlistError, WatchlistOrderMismatchError } from './watchlist-errors';
import {
  upstreamCreatedSchema,
  upstreamWatchlistInstrumentsSchema,
  upstreamWatchlistsSchema,
  type UpstreamWatchlistInstrument,
} from './watchlist-upstream-schemas';

/** The provider's watchlists for the configured app key (docs/protocol.md#watchlists). */
export interface WatchlistService {
  list(): Promise<Watchlist[]>;
  create(name: string): Promise<{ id: string }>;
  rename(id: string, name: string): Promise<{ id: string }>;
  remove(id: string): Promise<void>;
  instruments(id: string): Promise<WatchlistInstruments>;
  add(id: string, symbols: readonly string[]): Promise<void>;
  removeSymbol(id: string, symbol: string): Promise<void>;
  /** Saves the full new order as the provider's `sort` (0, 1, 2, ...). */
  reorder(id: string, symbols: readonly string[]): Promise<void>;
  /**
   * Calls `listener` once after every write sent to the provider, accepted or not (a failed write
   * may still have been applied), once the caches are dropped; the relay tells every tab.
   */
  onChange(listener: (change: WatchlistChange) => void): () => void;
  /**
   * The provider's lists were changed by other means (a paper account reset): the caches go and
   * every tab re-reads them, as after a write whose list is not known.
   */
  forget(): void;
}

// Lists change only through writes, and every write drops the cache; the hour is a safety net
// for changes made elsewhere (another device).
const WATCHLIST_TTL_MS = 60 * 60_000;
// The provider lists watchlist instruments as US_STOCK or HK_STOCK only (docs/protocol.md#watchlists).
const WATCHLIST_CATEGORY = 'US_STOCK';

const byProviderSort = <T extends { sort: number }>(items: readonly T[]): T[] =>
  items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.sort - b.item.sort || a.index - b.index)
    .map((x) => x.item);

export function createWatchlistService(deps: {
  client: UpstreamClient;
  scheduler: Scheduler;
  symbols: SymbolDirectory;
  clock: Clock;
}): WatchlistService {
  const lists = new TtlCache<Watchlist[]>(WATCHLIST_TTL_MS, 4);
  const items = new TtlCache<WatchlistInstruments>(WATCHLIST_TTL_MS, 200);

  // Counts finished writes. A read that was already on its way when a write landed may carry the
  // provider's state from before it: it is neither shared with later reads nor cached.
  let writes = 0;
  const listeners = new Set<(change: WatchlistChange) => void>();

  async function read<V>(
    cache: TtlCache<V>,
    key: string,
    load: (beforeRetry: () => Promise<void>) => Promise<V>,
  ): Promise<V> {
    const hit = cache.get(key, deps.clock.now());
    if (hit !== undefined) return hit.value;
    const seen = writes;
    const value = await deps.scheduler.run(
      { group: 'market-data', priority: 'interactive', key: `${key}|after-write-${String(seen)}` },
      load,
    );
    if (seen === writes) cache.set(key, value, deps.clock.now());
    return value;
  }

  /**
   * One write: never coalesced and never retried (the client retries no POST), and whatever
   * the outcome the caches are dropped, so the next read shows the provider's truth.
   */
  async function write(
    operation: OperationName,
    body: unknown,
    change: Omit<WatchlistChange, 'revision' | 'at'>,
  ): Promise<unknown> {
    let id = change.id;
    try {
      const answer = await deps.scheduler.run({ group: 'market-data', priority: 'interactive' }, () =>
        deps.client.call(operation, { body }),
      );
      if (operation === 'watchlists:create')
        id = parseUpstream(upstreamCreatedSchema, answer, 'watchlist create').watchlist_id;
      return answer;
    } finally {
      changedElsewhere({ ...change, id });
    }
  }

  /** The lists changed: the caches go, and every tab is told to read them again. */
  function changedElsewhere(change: Omit<WatchlistChange, 'revision' | 'at'>): void {
    writes += 1;
    lists.clear();
    items.clear();
    const notice: WatchlistChange = { ...change, revision: writes, at: deps.clock.now() };
    for (const listener of [...listeners]) listener(notice);
  }

  async function list(): Promise<Watchlist[]> {
    return read(lists, 'watchlists', async (beforeRetry) => {
      const json = await deps.client.call('watchlists:list', { beforeRetry });
      return byProviderSort(parseUpstream(upstreamWatchlistsSchema, json, 'watchlists')).map(
        ({ watchlist_id, ...rest }) => ({ id: watchlist_id, ...rest }),
      );
    });
  }

  async function assertExists(id: string): Promise<void> {
    if (!(await list()).some((l) => l.id === id)) throw new UnknownWatchlistError(id);
  }

  /** Categories for the symbols of a list; one the directory no longer lists reads as a stock. */
  async function categories(symbols: readonly string[]): Promise<Map<string, Category>> {
    try {
      return await deps.symbols.categoriesOf(symbols);
    } catch (error) {
      if (!(error instanceof UnknownSymbolError)) throw error;
      const known = symbols.filter((s) => !error.symbols.includes(s.toUpperCase()));
      return known.length === 0 ? new Map() : deps.symbols.categoriesOf(known);
    }
  }

  async function instruments(id: string): Promise<WatchlistInstruments> {
    await assertExists(id);
    const raw = await read(items, `watchlist|${id}`, async (beforeRetry) => {
      const json = await deps.client.call('watchlists:instruments', { query: [['watchlist_id', id]], beforeRetry });
      return {
        id,
        instruments: byProviderSort(
          parseUpstream(upstreamWatchlistInstrumentsSchema, json, 'watchlist instruments').instruments,
        ).map(toItem),
      };
    });
    const found = await categories(raw.instruments.map((i) => i.symbol));
    return {
      id,
      instruments: raw.instruments.map((i) => ({ ...i, category: found.get(i.symbol.toUpperCase()) ?? 'US_STOCK' })),
    };
  }

  const entries = (symbols: readonly string[], sorted = false) =>
    symbols.map((symbol, sort) => ({ symbol, category: WATCHLIST_CATEGORY, ...(sorted ? { sort } : {}) }));

  return {
    list,
    instruments,
    forget() {
      changedElsewhere({ id: null, change: 'deleted' });
    },
    onChange(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    async create(name) {
      const json = await write('watchlists:create', { name }, { id: null, change: 'created' });
      return { id: parseUpstream(upstreamCreatedSchema, json, 'watchlist create').watchlist_id };
    },
    async rename(id, name) {
      await assertExists(id);
      await write('watchlists:update', { watchlist_id: id, name }, { id, change: 'renamed' });
      return { id };
    },
    async remove(id) {
      await assertExists(id);
      await write('watchlists:delete', { watchlist_id: id }, { id, change: 'deleted' });
    },
    async add(id, symbols) {
      await assertExists(id);
      // Unknown symbols are refused before any write, naming them all (404 at the route).
      await deps.symbols.categoriesOf(symbols);
      await write('watchlists:add', { watchlist_id: id, instruments: entries(symbols) }, { id, change: 'instruments' });
    },
    async removeSymbol(id, symbol) {
      await assertExists(id);
      await write(
        'watchlists:remove',
        { watchlist_id: id, instruments: entries([symbol]) },
        { id, change: 'instruments' },
      );
    },
    async reorder(id, symbols) {
      const current = (await instruments(id)).instruments.map((i) => i.symbol.toUpperCase());
      const wanted = symbols.map((s) => s.toUpperCase());
      if (current.length !== wanted.length || !current.every((s) => wanted.includes(s)))
        throw new WatchlistOrderMismatchError(id);
      await write(
        'watchlists:sort',
        { watchlist_id: id, instruments: entries(wanted, true) },
        { id, change: 'reordered' },
      );
    },
  };
}

function toItem(raw: UpstreamWatchlistInstrument) {
  return {
    symbol: raw.symbol,
    name: raw.name,
    instrument_id: raw.instrument_id,
    exchange_code: raw.exchange_code,
    category: 'US_STOCK' as const,
    sort: raw.sort,
    added_time: raw.added_time,
  };
}
