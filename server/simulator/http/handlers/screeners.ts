import { universeFor } from '@server/simulator/screeners/universe-for';
import { gainersLosers, highDividend, topActive } from '@server/simulator/screeners/rankings';
import { week52HighLow } from '@server/simulator/screeners/week52';
import type { HandlerContext } from '../handler-context';
import { pageIndexParams, refuseOtherPaging } from '../paging-spelling';
import { parseEnum, requireStockCategory, SCREENER_ENUMS as E } from './screener-params';

const DIRECTION = 'direction';

/**
 * The ranked screeners (docs/protocol.md#screeners), at most 200 rows. Generation 3 answers them
 * as one array, without paging; generation 2 pages them with `page_index` (from 1) and
 * `page_size` and answers `{ has_more, data }`, as both SDKs read it.
 */
function ranked<T>(context: HandlerContext, rows: T[]): T[] | { has_more: boolean; data: T[] } {
  refuseOtherPaging(context, ['page_index', 'page_size']);
  if (context.generation === 'gen3') return rows;
  const { offset, size } = pageIndexParams(context.params, { max: 200, fallback: 200 });
  return { has_more: offset + size < rows.length, data: rows.slice(offset, offset + size) };
}

export function listGainersLosers(context: HandlerContext) {
  const { params, market, marketNowMs } = context;
  requireStockCategory(params);
  const rankType = parseEnum('rank_type', params.rank_type, E.gainersRankType, 'DAY_1');
  const sortBy = parseEnum('sort_by', params.sort_by, E.sortBy, 'CHANGE_RATIO');
  const direction = parseEnum(DIRECTION, params.direction, E.direction, 'DESC');
  const { asOfMs, stocks } = universeFor(market).at(marketNowMs);
  return ranked(context, gainersLosers(stocks, asOfMs, { rankType, sortBy, direction }));
}

export function listTopActive(context: HandlerContext) {
  const { params, market, marketNowMs } = context;
  requireStockCategory(params);
  const rankType = parseEnum('rank_type', params.rank_type, E.topActiveRankType, 'VOLUME');
  const sortBy = parseEnum('sort_by', params.sort_by, E.sortBy, 'VOLUME');
  const direction = parseEnum(DIRECTION, params.direction, E.direction, 'DESC');
  return ranked(context, topActive(universeFor(market).at(marketNowMs).stocks, { rankType, sortBy, direction }));
}

export function listHighDividend(context: HandlerContext) {
  const { params, market, marketNowMs } = context;
  requireStockCategory(params);
  const sortBy = parseEnum('sort_by', params.sort_by, E.dividendSortBy, 'YIELD');
  const direction = parseEnum(DIRECTION, params.direction, E.direction, 'DESC');
  return ranked(context, highDividend(universeFor(market).at(marketNowMs).stocks, { sortBy, direction }));
}

export function listWeek52HighLow(context: HandlerContext) {
  const { params, market, marketNowMs } = context;
  requireStockCategory(params);
  const rankType = parseEnum('rank_type', params.rank_type, E.week52RankType, 'NEW_HIGH');
  const sortBy = parseEnum('sort_by', params.sort_by, E.week52SortBy, 'CHANGE_RATIO_52W');
  const direction = parseEnum(DIRECTION, params.direction, E.direction, 'ASC');
  return ranked(context, week52HighLow(universeFor(market).at(marketNowMs).stocks, { rankType, sortBy, direction }));
}
