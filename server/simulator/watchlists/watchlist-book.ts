import type { AppWatchlists, StoredWatchlist } from '../state/schema';
import { WATCHLIST_LIMITS } from './limits';
import { businessError } from './watchlist-errors';

/** Pure operations on one app key's watchlists; each returns the new value and never mutates. */

export const EMPTY_BOOK: AppWatchlists = { next_id: 1, lists: [] };

/** Lists in display order: `sort` ascending, then oldest first. */
export function orderedLists(book: AppWatchlists): StoredWatchlist[] {
  return book.lists
    .map((list, index) => ({ list, index }))
    .sort((a, b) => a.list.sort - b.list.sort || a.index - b.index)
    .map((x) => x.list);
}

export function findList(book: AppWatchlists, id: string): StoredWatchlist {
  const list = book.lists.find((l) => l.watchlist_id === id);
  if (list === undefined) throw businessError('watchlist_id', `no watchlist ${id} for this app key`);
  return list;
}

function assertNameFree(book: AppWatchlists, name: string, exceptId?: string): void {
  const taken = book.lists.some((l) => l.watchlist_id !== exceptId && l.name.toLowerCase() === name.toLowerCase());
  if (taken) throw businessError('name', `a watchlist named "${name}" already exists`);
}

/** Ids look like the provider's (8+ digits) and are never reused. */
function idFor(sequence: number): string {
  return String(10_000_000 + sequence);
}

export function createList(
  book: AppWatchlists,
  input: { name: string; sort?: number | undefined },
  nowIso: string,
): { book: AppWatchlists; id: string } {
  if (book.lists.length >= WATCHLIST_LIMITS.lists)
    throw businessError('name', `at most ${String(WATCHLIST_LIMITS.lists)} watchlists per app key`);
  assertNameFree(book, input.name);
  const id = idFor(book.next_id);
  const sort = input.sort ?? Math.max(0, ...book.lists.map((l) => l.sort + 1));
  const list: StoredWatchlist = {
    watchlist_id: id,
    name: input.name,
    sort,
    create_time: nowIso,
    update_time: nowIso,
    instruments: [],
  };
  return { book: { next_id: book.next_id + 1, lists: [...book.lists, list] }, id };
}

function replaceList(book: AppWatchlists, next: StoredWatchlist): AppWatchlists {
  return { ...book, lists: book.lists.map((l) => (l.watchlist_id === next.watchlist_id ? next : l)) };
}

export function updateList(
  book: AppWatchlists,
  id: string,
  input: { name?: string | undefined; sort?: number | undefined },
  nowIso: string,
): AppWatchlists {
  const list = findList(book, id);
  if (input.name !== undefined) assertNameFree(book, input.name, id);
  return replaceList(book, {
    ...list,
    name: input.name ?? list.name,
    sort: input.sort ?? list.sort,
    update_time: nowIso,
  });
}

export function deleteList(book: AppWatchlists, id: string): AppWatchlists {
  findList(book, id);
  return { ...book, lists: book.lists.filter((l) => l.watchlist_id !== id) };
}

/** Instruments in display order: `sort` ascending, then first added first. */
export function orderedInstruments(list: StoredWatchlist): StoredWatchlist['instruments'] {
  return list.instruments
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.sort - b.item.sort || a.index - b.index)
    .map((x) => x.item);
}

export interface InstrumentInput {
  symbol: string;
  sort?: number | undefined;
}

/** Adds at the end (or at the given sort); a symbol already in the list is left where it is. */
export function addInstruments(
  book: AppWatchlists,
  id: string,
  items: readonly InstrumentInput[],
  nowIso: string,
): AppWatchlists {
  const list = findList(book, id);
  const present = new Set(list.instruments.map((i) => i.symbol));
  const fresh = items.filter(
    (item, index) => !present.has(item.symbol) && items.findIndex((x) => x.symbol === item.symbol) === index,
  );
  if (list.instruments.length + fresh.length > WATCHLIST_LIMITS.instruments) {
    throw businessError('instruments', `a watchlist holds at most ${String(WATCHLIST_LIMITS.instruments)} instruments`);
  }
  let next = Math.max(0, ...list.instruments.map((i) => i.sort + 1));
  const added = fresh.map((item) => {
    const sort = item.sort ?? next;
    next = Math.max(next, sort + 1);
    return { symbol: item.symbol, sort, added_time: nowIso };
  });
  return replaceList(book, { ...list, instruments: [...list.instruments, ...added], update_time: nowIso });
}

function assertAllPresent(list: StoredWatchlist, items: readonly InstrumentInput[]): void {
  const present = new Set(list.instruments.map((i) => i.symbol));
  const missing = items.filter((i) => !present.has(i.symbol)).map((i) => i.symbol);
  if (missing.length > 0)
    throw businessError('instruments', `not in watchlist ${list.watchlist_id}: ${missing.join(', ')}`);
}

export function removeInstruments(
  book: AppWatchlists,
  id: string,
  items: readonly InstrumentInput[],
  nowIso: string,
): AppWatchlists {
  const list = findList(book, id);
  assertAllPresent(list, items);
  const gone = new Set(items.map((i) => i.symbol));
  return replaceList(book, {
    ...list,
    instruments: list.instruments.filter((i) => !gone.has(i.symbol)),
    update_time: nowIso,
  });
}

/** Sets `sort` of the named instruments (each must be in the list and carry a sort). */
export function sortInstruments(
  book: AppWatchlists,
  id: string,
  items: readonly { symbol: string; sort: number }[],
  nowIso: string,
): AppWatchlists {
  const list = findList(book, id);
  assertAllPresent(list, items);
  const sorts = new Map(items.map((i) => [i.symbol, i.sort]));
  const instruments = list.instruments.map((i) => ({ ...i, sort: sorts.get(i.symbol) ?? i.sort }));
  return replaceList(book, { ...list, instruments, update_time: nowIso });
}
