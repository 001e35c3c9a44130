/**
 * The eight watchlist operations of docs/protocol.md#watchlists ('market-data' group), with both
 * path generations (docs/protocol.md#path-generations). Spread into OPERATIONS under these names.
 */
export const WATCHLIST_UPSTREAM_OPERATIONS = {
  'watchlists:list': {
    method: 'GET',
    gen3: '/market-data/watchlists/list',
    gen2: '/openapi/market-data/watchlist/list',
    group: 'market-data',
  },
  'watchlists:create': {
    method: 'POST',
    gen3: '/market-data/watchlists/create',
    gen2: '/openapi/market-data/watchlist/create',
    group: 'market-data',
  },
  'watchlists:update': {
    method: 'POST',
    gen3: '/market-data/watchlists/update',
    gen2: '/openapi/market-data/watchlist/update',
    group: 'market-data',
  },
  'watchlists:delete': {
    method: 'POST',
    gen3: '/market-data/watchlists/delete',
    gen2: '/openapi/market-data/watchlist/delete',
    group: 'market-data',
  },
  'watchlists:instruments': {
    method: 'GET',
    gen3: '/market-data/watchlists/instruments/list',
    gen2: '/openapi/market-data/watchlist/instruments/list',
    group: 'market-data',
  },
  'watchlists:add': {
    method: 'POST',
    gen3: '/market-data/watchlists/instruments/add',
    gen2: '/openapi/market-data/watchlist/instruments/add',
    group: 'market-data',
  },
  'watchlists:remove': {
    method: 'POST',
    gen3: '/market-data/watchlists/instruments/remove',
    gen2: '/openapi/market-data/watchlist/instruments/remove',
    group: 'market-data',
  },
  'watchlists:sort': {
    method: 'POST',
    gen3: '/market-data/watchlists/instruments/update',
    gen2: '/openapi/market-data/watchlist/instruments/update',
    group: 'market-data',
  },
} as const;
