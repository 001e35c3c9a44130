/**
 * The six screener operations of docs/protocol.md#screeners ('market-data' group), with both
 * path generations (docs/protocol.md#path-generations). Spread into OPERATIONS under these names.
 */
export const SCREENER_UPSTREAM_OPERATIONS = {
  'screeners:gainers-losers': {
    method: 'GET',
    gen3: '/market-data/screeners/gainers-losers/list',
    gen2: '/openapi/market-data/screener/gainers-losers',
    group: 'market-data',
  },
  'screeners:top-active': {
    method: 'GET',
    gen3: '/market-data/screeners/top-actives/list',
    gen2: '/openapi/market-data/screener/top-active',
    group: 'market-data',
  },
  'screeners:market-sectors': {
    method: 'GET',
    gen3: '/market-data/screeners/market-sectors/list',
    gen2: '/openapi/market-data/screener/market-sectors',
    group: 'market-data',
  },
  'screeners:sector-detail': {
    method: 'GET',
    gen3: '/market-data/screeners/market-sectors/get',
    gen2: '/openapi/market-data/screener/market-sectors-detail',
    group: 'market-data',
  },
  'screeners:high-dividend': {
    method: 'GET',
    gen3: '/market-data/screeners/high-dividend-ranks/list',
    gen2: '/openapi/market-data/screener/high-dividend',
    group: 'market-data',
  },
  'screeners:week52-high-low': {
    method: 'GET',
    gen3: '/market-data/screeners/week52-high-low/list',
    gen2: '/openapi/market-data/screener/52whl',
    group: 'market-data',
  },
} as const;
