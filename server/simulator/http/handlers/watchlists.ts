import { isoSeconds, readBook, writeBook } from '@server/simulator/watchlists/book-access';
import { createList, deleteList, orderedLists, updateList } from '@server/simulator/watchlists/watchlist-book';
import { illegalParameter } from '../api-error';
import type { HandlerContext } from '../handler-context';
import { parseName, parseSort, requireBody, requireId } from './watchlist-input';

/** Watchlist list, create, update and delete, both generations (docs/protocol.md#watchlists). */

export function listWatchlists({ state, appKey }: HandlerContext) {
  return orderedLists(readBook(state, appKey)).map(({ watchlist_id, name, sort, create_time, update_time }) => ({
    watchlist_id,
    name,
    sort,
    create_time,
    update_time,
  }));
}

export async function createWatchlist({ body, state, appKey, marketNowMs }: HandlerContext) {
  const fields = requireBody(body);
  const name = parseName(fields.name, true) ?? '';
  const sort = parseSort('sort', fields.sort);
  const { book, id } = createList(readBook(state, appKey), { name, sort }, isoSeconds(marketNowMs));
  await writeBook(state, appKey, book);
  return { watchlist_id: id };
}

export async function updateWatchlist({ body, state, appKey, marketNowMs }: HandlerContext) {
  const fields = requireBody(body);
  const id = requireId('watchlist_id', fields.watchlist_id);
  const name = parseName(fields.name, false);
  const sort = parseSort('sort', fields.sort);
  if (name === undefined && sort === undefined) throw illegalParameter('name', 'or sort is required');
  await writeBook(state, appKey, updateList(readBook(state, appKey), id, { name, sort }, isoSeconds(marketNowMs)));
  return { success: true };
}

export async function deleteWatchlist({ body, state, appKey }: HandlerContext) {
  const id = requireId('watchlist_id', requireBody(body).watchlist_id);
  await writeBook(state, appKey, deleteList(readBook(state, appKey), id));
  return { success: true };
}
