import { decodePageKey, pageOf } from '@server/simulator/screeners/page-key';
import { marketSectors, sectorDetail } from '@server/simulator/screeners/sectors';
import { universeFor } from '@server/simulator/screeners/universe-for';
import { illegalParameter } from '../api-error';
import type { HandlerContext } from '../handler-context';
import { requireParam } from '../param-parsers';
import { parseEnum, parseSectorPeriod, requireStockCategory, SCREENER_ENUMS as E } from './screener-params';

/** Sectors per page of the market-sectors list, and stocks per page of a sector's detail. */
export const SECTOR_PAGE_SIZE = 10;
export const SECTOR_DETAIL_PAGE_SIZE = 20;

/** Market sectors (docs/protocol.md#screeners): `{ data: [sector], pagination_key? }`. */
export function listMarketSectors({ params, market, marketNowMs, generation }: HandlerContext) {
  requireStockCategory(params);
  const aggType = parseEnum('agg_type', params.agg_type, E.aggType, 'MARKET_VALUE');
  const period = parseSectorPeriod(params.period, generation);
  const direction = parseEnum('direction', params.direction, E.direction, 'ASC');
  // The key is bound to the parameters, so paging cannot mix two different orderings.
  const scope = `sectors:${aggType}:${period}:${direction}`;
  const offset = decodePageKey(scope, params.pagination_key);
  const sectors = marketSectors(universeFor(market).at(marketNowMs).stocks, { aggType, period, direction });
  const { page, pagination_key } = pageOf(scope, sectors, offset, SECTOR_PAGE_SIZE);
  return { data: page, ...(pagination_key === undefined ? {} : { pagination_key }) };
}

/** Sector detail: the sector's figures and a page of its stocks ordered by `sort_by`. */
export function getSectorDetail({ params, market, marketNowMs, generation }: HandlerContext) {
  const id = requireParam('sector_id', params.sector_id);
  requireStockCategory(params);
  const period = parseSectorPeriod(params.period, generation);
  const sortBy = parseEnum('sort_by', params.sort_by, E.dividendSortBy, 'CHANGE_RATIO');
  const direction = parseEnum('direction', params.direction, E.direction, 'ASC');
  const scope = `sector:${id}:${period}:${sortBy}:${direction}`;
  const offset = decodePageKey(scope, params.pagination_key);
  const detail = sectorDetail(universeFor(market).at(marketNowMs).stocks, { sectorId: id, period, sortBy, direction });
  if (detail === undefined) throw illegalParameter('sector_id', `names no sector (${id})`);
  const { page, pagination_key } = pageOf(scope, detail.rows, offset, SECTOR_DETAIL_PAGE_SIZE);
  // The detail carries the sector's counts and change, not its volume or value (docs/protocol.md#screeners).
  const { id: sectorId, name, change_ratio, declined, advanced, flat } = detail.sector;
  return {
    id: sectorId,
    name,
    change_ratio,
    declined,
    advanced,
    flat,
    data: page,
    ...(pagination_key === undefined ? {} : { pagination_key }),
  };
}
