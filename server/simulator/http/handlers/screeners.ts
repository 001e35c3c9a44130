import { universeFor } from '@server/simulator/screeners/universe-for';
import { gainersLosers, highDividend, topActive } from '@server/simulator/screeners/rankings';
import { week52HighLow } from '@server/simulator/screeners/week52';
import type { HandlerContext } from '../handler-context';
import { parseIntegerParam } from '../param-parsers';
import { parseEnum, requireStockCategory, SCREENER_ENUMS as E } from './screener-params';

/** The ranked screeners (docs/protocol.md#screeners): arrays of at most 200 rows, no pagination. */

const DIRECTION = 'direction';

/** Gen 2 also pages the gainers and top-active lists with page_index (from 1) and page_size. */
function gen2Page<T>({ generation, params }: HandlerContext, rows: T[]): T[] {
  if (generation !== 'gen2') return rows;
  const index = parseIntegerParam('page_index', params.page_index, { min: 1, max: 200, fallback: 1 });
  const size = parseIntegerParam('page_size', params.page_size, { min: 1, max: 200, fallback: 200 });
  return rows.slice((index - 1) * size, index * size);
}

export function listGainersLosers(context: HandlerContext) {
  const { params, market, marketNowMs } = context;
  requireStockCategory(params);
  const rankType = parseEnum('rank_type', params.rank_type, E.gainersRankType, 'DAY_1');
  const sortBy = parseEnum('sort_by', params.sort_by, E.sortBy, 'CHANGE_RATIO');
  const direction = parseEnum(DIRECTION, params.direction, E.direction, 'DESC');
  const { asOfMs, stocks } = universeFor(market).at(marketNowMs);
  return gen2Page(context, gainersLosers(stocks, asOfMs, { rankType, sortBy, direction }));
}

export function listTopActive(context: HandlerContext) {
  const { params, market, marketNowMs } = context;
  requireStockCategory(params);
  const rankType = parseEnum('rank_type', params.rank_type, E.topActiveRankType, 'VOLUME');
  const sortBy = parseEnum('sort_by', params.sort_by, E.sortBy, 'VOLUME');
  const direction = parseEnum(DIRECTION, params.direction, E.direction, 'DESC');
  return gen2Page(context, topActive(universeFor(market).at(marketNowMs).stocks, { rankType, sortBy, direction }));
}

export function listHighDividend({ params, market, marketNowMs }: HandlerContext) {
  requireStockCategory(params);
  const sortBy = parseEnum('sort_by', params.sort_by, E.dividendSortBy, 'YIELD');
  const direction = parseEnum(DIRECTION, params.direction, E.direction, 'DESC');
  return highDividend(universeFor(market).at(marketNowMs).stocks, { sortBy, direction });
}

export function listWeek52HighLow({ params, market, marketNowMs }: HandlerContext) {
  requireStockCategory(params);
  const rankType = parseEnum('rank_type', params.rank_type, E.week52RankType, 'NEW_HIGH');
  const sortBy = parseEnum('sort_by', params.sort_by, E.week52SortBy, 'CHANGE_RATIO_52W');
  const direction = parseEnum(DIRECTION, params.direction, E.direction, 'ASC');
  return week52HighLow(universeFor(market).at(marketNowMs).stocks, { rankType, sortBy, direction });
}
