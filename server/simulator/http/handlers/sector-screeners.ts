import { decodePageKey, pageOf } from '@server/simulator/screeners/page-key';
import { marketSectors, sectorDetail } from '@server/simulator/screeners/sectors';
import { universeFor } from '@server/simulator/screeners/universe-for';
import { illegalParameter } from '../api-error';
import type { HandlerContext } from '../handler-context';
import { requireParam } from '../param-parsers';
import { pageIndexParams, refuseOtherPaging } from '../paging-spelling';
import { parseEnum, parseSectorPeriod, requireStockCategory, SCREENER_ENUMS as E } from './screener-params';

/** Sectors per page of the market-sectors list, and stocks per page of a sector's detail. */
export const SECTOR_PAGE_SIZE = 10;
export const SECTOR_DETAIL_PAGE_SIZE = 20;
/** The most a generation-2 page may ask for: the SDKs name no limit, so this one is the simulator's. */
const GEN2_MAX_PAGE_SIZE = 100;
const GEN2_PAGING = ['page_index', 'page_size'] as const;

/**
 * One page of `items` in the path's own paging (docs/protocol.md#paged-lists): generation 3 by the
 * opaque key bound to `scope`, generation 2 by `page_index` and `page_size` (the page's rows
 * alone: a page shorter than asked is the last, and one past the end is empty).
 */
function pageFor<T>(
  context: HandlerContext,
  scope: string,
  items: readonly T[],
  size: number,
): { page: T[]; pagination_key?: string } {
  refuseOtherPaging(context, GEN2_PAGING);
  if (context.generation === 'gen3')
    return pageOf(scope, items, decodePageKey(scope, context.params.pagination_key), size);
  const asked = pageIndexParams(context.params, { max: GEN2_MAX_PAGE_SIZE, fallback: size });
  return { page: items.slice(asked.offset, asked.offset + asked.size) };
}

/**
 * Market sectors (docs/protocol.md#screeners): generation 3 `{ data: [sector], pagination_key? }`,
 * generation 2 the bare array of the page (the Java SDK reads a `List<MarketSector>`).
 */
export function listMarketSectors(context: HandlerContext) {
  const { params, market, marketNowMs, generation } = context;
  requireStockCategory(params);
  const aggType = parseEnum('agg_type', params.agg_type, E.aggType, 'MARKET_VALUE');
  const period = parseSectorPeriod(params.period, generation);
  const direction = parseEnum('direction', params.direction, E.direction, 'ASC');
  // The key is bound to the parameters, so paging cannot mix two different orderings.
  const scope = `sectors:${aggType}:${period}:${direction}`;
  const sectors = marketSectors(universeFor(market).at(marketNowMs).stocks, { aggType, period, direction });
  const { page, pagination_key } = pageFor(context, scope, sectors, SECTOR_PAGE_SIZE);
  if (generation === 'gen2') return page;
  return { data: page, ...(pagination_key === undefined ? {} : { pagination_key }) };
}

/**
 * Sector detail: the sector's figures and a page of its stocks ordered by `sort_by`; generation 2
 * carries no key (the Java SDK's `MarketSectorDetail` has none).
 */
export function getSectorDetail(context: HandlerContext) {
  const { params, market, marketNowMs, generation } = context;
  const id = requireParam('sector_id', params.sector_id);
  requireStockCategory(params);
  const period = parseSectorPeriod(params.period, generation);
  const sortBy = parseEnum('sort_by', params.sort_by, E.dividendSortBy, 'CHANGE_RATIO');
  const direction = parseEnum('direction', params.direction, E.direction, 'ASC');
  const scope = `sector:${id}:${period}:${sortBy}:${direction}`;
  const detail = sectorDetail(universeFor(market).at(marketNowMs).stocks, { sectorId: id, period, sortBy, direction });
  if (detail === undefined) throw illegalParameter('sector_id', `names no sector (${id})`);
  const { page, pagination_key } = pageFor(context, scope, detail.rows, SECTOR_DETAIL_PAGE_SIZE);
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
