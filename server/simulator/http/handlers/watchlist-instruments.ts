import { isoSeconds, readBook, writeBook } from '@server/simulator/watchlists/book-access';
import {
  addInstruments,
  findList,
  orderedInstruments,
  removeInstruments,
  sortInstruments,
} from '@server/simulator/watchlists/watchlist-book';
import { illegalParameter } from '../api-error';
import type { HandlerContext } from '../handler-context';
import { requireParam } from '../param-parsers';
import { parseInstruments, requireBody, requireId } from './watchlist-input';

/** Instruments of a watchlist: list, add, remove, update sort (docs/protocol.md#watchlists). */

export function listWatchlistInstruments({ params, state, appKey, market }: HandlerContext) {
  const id = requireParam('watchlist_id', params.watchlist_id);
  const list = findList(readBook(state, appKey), id);
  return {
    watchlist_id: list.watchlist_id,
    instruments: orderedInstruments(list).flatMap(({ symbol, sort, added_time }) => {
      const instrument = market.instrument(symbol);
      if (instrument === undefined) return [];
      return [
        {
          instrument_id: instrument.instrument_id,
          symbol,
          name: instrument.name,
          exchange_code: instrument.exchange_code,
          sort,
          added_time,
        },
      ];
    }),
  };
}

function parseWrite({ body, market }: HandlerContext) {
  const fields = requireBody(body);
  const id = requireId('watchlist_id', fields.watchlist_id);
  return { id, items: parseInstruments(fields.instruments, market) };
}

export async function addWatchlistInstruments(context: HandlerContext) {
  const { id, items } = parseWrite(context);
  const { state, appKey, marketNowMs } = context;
  await writeBook(state, appKey, addInstruments(readBook(state, appKey), id, items, isoSeconds(marketNowMs)));
  return { success: true };
}

export async function removeWatchlistInstruments(context: HandlerContext) {
  const { id, items } = parseWrite(context);
  const { state, appKey, marketNowMs } = context;
  await writeBook(state, appKey, removeInstruments(readBook(state, appKey), id, items, isoSeconds(marketNowMs)));
  return { success: true };
}

/** The sort-order update: every entry must carry `sort`. */
export async function updateWatchlistInstruments(context: HandlerContext) {
  const { id, items } = parseWrite(context);
  const sorted = items.map(({ symbol, sort }, index) => {
    if (sort === undefined) throw illegalParameter(`instruments[${String(index)}].sort`, 'is required');
    return { symbol, sort };
  });
  const { state, appKey, marketNowMs } = context;
  await writeBook(state, appKey, sortInstruments(readBook(state, appKey), id, sorted, isoSeconds(marketNowMs)));
  return { success: true };
}
