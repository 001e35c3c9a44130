import type { RateGroup } from '../rate-limit/groups';
import type { WindowLimit } from '../rate-limit/sliding-window';
import { FUNDAMENTAL_OPERATIONS } from './fundamentals-operations';
import type { OperationHandler, PathGeneration } from './handler-context';
import { ORDER_OPERATIONS } from './order-operations';
import { getBalance, listAccounts, listPositions } from './handlers/accounts';
import { listBatchBars, listSingleBars } from './handlers/bars';
import { checkAccessToken, createAccessToken } from './handlers/access-tokens';
import { getApiConfig } from './handlers/config';
import { getDepth } from './handlers/depth';
import { listInstruments } from './handlers/instruments';
import { listSnapshots } from './handlers/snapshot';
import { listGainersLosers, listHighDividend, listTopActive, listWeek52HighLow } from './handlers/screeners';
import { getSectorDetail, listMarketSectors } from './handlers/sector-screeners';
import { subscribeStreaming, unsubscribeStreaming } from './handlers/streaming';
import { listTicks } from './handlers/ticks';
import {
  addWatchlistInstruments,
  listWatchlistInstruments,
  removeWatchlistInstruments,
  updateWatchlistInstruments,
} from './handlers/watchlist-instruments';
import { createWatchlist, deleteWatchlist, listWatchlists, updateWatchlist } from './handlers/watchlists';

/** One API operation served under its generation-3 and/or generation-2 path. */
export interface Operation {
  id: string;
  method: 'GET' | 'POST';
  gen3: string | null;
  gen2: string | null;
  /** Rate-limit group; `config` is not limited. */
  group: RateGroup;
  handler: OperationHandler;
  /** A limit of this operation alone, checked before its group's. */
  ownLimit?: WindowLimit;
  /**
   * The `x-version`s it is served under, where not both: asked with another, its path is not
   * found (docs/protocol.md#access-token).
   */
  versions?: readonly ('v2' | 'v3')[];
}

/** Every operation the simulator serves, with both path generations (docs/protocol.md#path-generations). */
export const OPERATIONS: readonly Operation[] = [
  {
    id: 'accounts.list',
    method: 'GET',
    gen3: '/trading/accounts/list',
    gen2: '/openapi/account/list',
    group: 'accounts-list',
    handler: listAccounts,
  },
  {
    id: 'assets.balance',
    method: 'GET',
    gen3: '/trading/assets/balances/get',
    gen2: '/openapi/assets/balance',
    group: 'assets',
    handler: getBalance,
  },
  {
    id: 'assets.positions',
    method: 'GET',
    gen3: '/trading/assets/positions/list',
    gen2: '/openapi/assets/positions',
    group: 'assets',
    handler: listPositions,
  },
  {
    id: 'instruments.stocks',
    method: 'GET',
    gen3: '/trading/instruments/stocks/profiles/list',
    gen2: '/openapi/instrument/stock/list',
    group: 'instruments',
    handler: listInstruments,
  },
  {
    id: 'market.snapshot',
    method: 'GET',
    gen3: '/market-data/stocks/snapshots/list',
    gen2: '/openapi/market-data/stock/snapshot',
    group: 'market-data',
    handler: listSnapshots,
  },
  {
    id: 'market.depth',
    method: 'GET',
    gen3: '/market-data/stocks/depths/list',
    gen2: '/openapi/market-data/stock/quotes',
    group: 'market-data',
    handler: getDepth,
  },
  {
    id: 'market.bars.batch',
    method: 'POST',
    gen3: '/market-data/stocks/bars/list',
    gen2: '/openapi/market-data/stock/batch-bars',
    group: 'market-data',
    handler: listBatchBars,
  },
  {
    id: 'market.bars.single',
    method: 'GET',
    gen3: null,
    gen2: '/openapi/market-data/stock/bars',
    group: 'market-data',
    handler: listSingleBars,
  },
  {
    id: 'market.ticks',
    method: 'GET',
    gen3: '/market-data/stocks/ticks/list',
    gen2: '/openapi/market-data/stock/tick',
    group: 'market-data',
    handler: listTicks,
  },
  {
    id: 'screeners.gainers-losers',
    method: 'GET',
    gen3: '/market-data/screeners/gainers-losers/list',
    gen2: '/openapi/market-data/screener/gainers-losers',
    group: 'market-data',
    handler: listGainersLosers,
  },
  {
    id: 'screeners.top-active',
    method: 'GET',
    gen3: '/market-data/screeners/top-actives/list',
    gen2: '/openapi/market-data/screener/top-active',
    group: 'market-data',
    handler: listTopActive,
  },
  {
    id: 'screeners.market-sectors',
    method: 'GET',
    gen3: '/market-data/screeners/market-sectors/list',
    gen2: '/openapi/market-data/screener/market-sectors',
    group: 'market-data',
    handler: listMarketSectors,
  },
  {
    id: 'screeners.market-sector-detail',
    method: 'GET',
    gen3: '/market-data/screeners/market-sectors/get',
    gen2: '/openapi/market-data/screener/market-sectors-detail',
    group: 'market-data',
    handler: getSectorDetail,
  },
  {
    id: 'screeners.high-dividend',
    method: 'GET',
    gen3: '/market-data/screeners/high-dividend-ranks/list',
    gen2: '/openapi/market-data/screener/high-dividend',
    group: 'market-data',
    handler: listHighDividend,
  },
  {
    id: 'screeners.week52-high-low',
    method: 'GET',
    gen3: '/market-data/screeners/week52-high-low/list',
    gen2: '/openapi/market-data/screener/52whl',
    group: 'market-data',
    handler: listWeek52HighLow,
  },
  {
    id: 'watchlists.list',
    method: 'GET',
    gen3: '/market-data/watchlists/list',
    gen2: '/openapi/market-data/watchlist/list',
    group: 'market-data',
    handler: listWatchlists,
  },
  {
    id: 'watchlists.create',
    method: 'POST',
    gen3: '/market-data/watchlists/create',
    gen2: '/openapi/market-data/watchlist/create',
    group: 'market-data',
    handler: createWatchlist,
  },
  {
    id: 'watchlists.update',
    method: 'POST',
    gen3: '/market-data/watchlists/update',
    gen2: '/openapi/market-data/watchlist/update',
    group: 'market-data',
    handler: updateWatchlist,
  },
  {
    id: 'watchlists.delete',
    method: 'POST',
    gen3: '/market-data/watchlists/delete',
    gen2: '/openapi/market-data/watchlist/delete',
    group: 'market-data',
    handler: deleteWatchlist,
  },
  {
    id: 'watchlists.instruments.list',
    method: 'GET',
    gen3: '/market-data/watchlists/instruments/list',
    gen2: '/openapi/market-data/watchlist/instruments/list',
    group: 'market-data',
    handler: listWatchlistInstruments,
  },
  {
    id: 'watchlists.instruments.add',
    method: 'POST',
    gen3: '/market-data/watchlists/instruments/add',
    gen2: '/openapi/market-data/watchlist/instruments/add',
    group: 'market-data',
    handler: addWatchlistInstruments,
  },
  {
    id: 'watchlists.instruments.remove',
    method: 'POST',
    gen3: '/market-data/watchlists/instruments/remove',
    gen2: '/openapi/market-data/watchlist/instruments/remove',
    group: 'market-data',
    handler: removeWatchlistInstruments,
  },
  {
    id: 'watchlists.instruments.update',
    method: 'POST',
    gen3: '/market-data/watchlists/instruments/update',
    gen2: '/openapi/market-data/watchlist/instruments/update',
    group: 'market-data',
    handler: updateWatchlistInstruments,
  },
  ...ORDER_OPERATIONS,
  ...FUNDAMENTAL_OPERATIONS,
  {
    id: 'streaming.subscribe',
    method: 'POST',
    gen3: '/market-data/streaming/subscribe',
    gen2: '/openapi/market-data/streaming/subscribe',
    group: 'streaming',
    handler: subscribeStreaming,
  },
  {
    id: 'streaming.unsubscribe',
    method: 'POST',
    gen3: '/market-data/streaming/unsubscribe',
    gen2: '/openapi/market-data/streaming/unsubscribe',
    group: 'streaming',
    handler: unsubscribeStreaming,
    ownLimit: { limit: 1, windowMs: 1000 },
  },
  {
    id: 'config.get',
    method: 'GET',
    gen3: null,
    gen2: '/openapi/config',
    group: 'config',
    handler: getApiConfig,
    // Generation 2 only, as the SDKs call it: it has no generation-3 form.
    versions: ['v2'],
  },
  {
    id: 'token.create',
    method: 'POST',
    gen3: '/auth/tokens/create',
    gen2: '/openapi/auth/token/create',
    group: 'token',
    handler: createAccessToken,
  },
  {
    id: 'token.check',
    method: 'POST',
    gen3: '/auth/tokens/check',
    gen2: '/openapi/auth/token/check',
    group: 'token',
    handler: checkAccessToken,
  },
];

/** Every (path, generation) an operation answers on. */
export function operationRoutes(operation: Operation): { path: string; generation: PathGeneration }[] {
  return [
    ...(operation.gen3 === null ? [] : [{ path: operation.gen3, generation: 'gen3' as const }]),
    ...(operation.gen2 === null ? [] : [{ path: operation.gen2, generation: 'gen2' as const }]),
  ];
}
