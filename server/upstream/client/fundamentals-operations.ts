import type { FundamentalOperation } from '@contracts/fundamentals';

/**
 * The 23 fundamentals operations of docs/protocol.md#fundamentals (all GET, 'market-data' group),
 * with both path generations (docs/protocol.md#path-generations). Spread into OPERATIONS under the names below.
 */
export const FUNDAMENTAL_UPSTREAM_OPERATIONS = {
  'fundamentals:company-profile': {
    method: 'GET',
    gen3: '/market-data/fundamentals/company-profiles/get',
    gen2: '/openapi/instrument/company/profile',
    group: 'market-data',
  },
  'fundamentals:analyst-target-price': {
    method: 'GET',
    gen3: '/market-data/fundamentals/analysis/target-prices/get',
    gen2: '/openapi/instrument/analyst/target-price',
    group: 'market-data',
  },
  'fundamentals:analyst-rating': {
    method: 'GET',
    gen3: '/market-data/fundamentals/analysis/ratings/get',
    gen2: '/openapi/instrument/analyst/rating',
    group: 'market-data',
  },
  'fundamentals:forecast-eps': {
    method: 'GET',
    gen3: '/market-data/fundamentals/forecast-eps/get',
    gen2: '/openapi/fundamentals/stock/forecast-eps',
    group: 'market-data',
  },
  'fundamentals:filings': {
    method: 'GET',
    gen3: '/market-data/fundamentals/filings/list',
    gen2: '/openapi/fundamentals/stock/filings',
    group: 'market-data',
  },
  'fundamentals:earnings-calendar': {
    method: 'GET',
    gen3: '/market-data/fundamentals/earnings-calendars/list',
    gen2: '/openapi/fundamentals/stock/earnings-calendar',
    group: 'market-data',
  },
  'fundamentals:dividend-calendar': {
    method: 'GET',
    gen3: '/market-data/fundamentals/dividend-calendars/list',
    gen2: '/openapi/fundamentals/stock/dividend-calendar',
    group: 'market-data',
  },
  'fundamentals:capital-flow': {
    method: 'GET',
    gen3: '/market-data/fundamentals/capital-flows/get',
    gen2: '/openapi/fundamentals/stock/capital-flow',
    group: 'market-data',
  },
  'fundamentals:industry-comparison': {
    method: 'GET',
    gen3: '/market-data/fundamentals/industry-comparisons/get',
    gen2: '/openapi/fundamentals/stock/industry-comparison',
    group: 'market-data',
  },
  'fundamentals:indicators': {
    method: 'GET',
    gen3: '/market-data/fundamentals/indicators/get',
    gen2: '/openapi/fundamentals/financial/indicators',
    group: 'market-data',
  },
  'fundamentals:income': {
    method: 'GET',
    gen3: '/market-data/fundamentals/income-statements/get',
    gen2: '/openapi/fundamentals/financial/income',
    group: 'market-data',
  },
  'fundamentals:cash-flow': {
    method: 'GET',
    gen3: '/market-data/fundamentals/cash-flows/get',
    gen2: '/openapi/fundamentals/financial/cash-flow',
    group: 'market-data',
  },
  'fundamentals:balance-sheet': {
    method: 'GET',
    gen3: '/market-data/fundamentals/balance-sheets/get',
    gen2: '/openapi/fundamentals/financial/balance-sheet',
    group: 'market-data',
  },
  'fundamentals:financial-alert': {
    method: 'GET',
    gen3: '/market-data/fundamentals/financial-alerts/get',
    gen2: '/openapi/fundamentals/financial/alert',
    group: 'market-data',
  },
  'fundamentals:fund-brief': {
    method: 'GET',
    gen3: '/market-data/fundamentals/fund-brief/get',
    gen2: '/openapi/fundamentals/fund/brief',
    group: 'market-data',
  },
  'fundamentals:fund-performance': {
    method: 'GET',
    gen3: '/market-data/fundamentals/fund-performances/get',
    gen2: '/openapi/fundamentals/fund/performance',
    group: 'market-data',
  },
  'fundamentals:fund-net-value': {
    method: 'GET',
    gen3: '/market-data/fundamentals/fund-net-values/get',
    gen2: '/openapi/fundamentals/fund/net-value',
    group: 'market-data',
  },
  'fundamentals:fund-holdings': {
    method: 'GET',
    gen3: '/market-data/fundamentals/fund-holdings/get',
    gen2: '/openapi/fundamentals/fund/holdings',
    group: 'market-data',
  },
  'fundamentals:fund-dividends': {
    method: 'GET',
    gen3: '/market-data/fundamentals/fund-dividends/get',
    gen2: '/openapi/fundamentals/fund/dividends',
    group: 'market-data',
  },
  'fundamentals:fund-rating': {
    method: 'GET',
    gen3: '/market-data/fundamentals/fund-ratings/get',
    gen2: '/openapi/fundamentals/fund/rating',
    group: 'market-data',
  },
  'fundamentals:fund-splits': {
    method: 'GET',
    gen3: '/market-data/fundamentals/fund-splits/get',
    gen2: '/openapi/fundamentals/fund/splits',
    group: 'market-data',
  },
  'fundamentals:fund-files': {
    method: 'GET',
    gen3: '/market-data/fundamentals/fund-files/get',
    gen2: '/openapi/fundamentals/fund/files',
    group: 'market-data',
  },
  'fundamentals:fund-allocation': {
    method: 'GET',
    gen3: '/market-data/fundamentals/fund-allocations/get',
    gen2: '/openapi/fundamentals/fund/allocation',
    group: 'market-data',
  },
} as const satisfies Record<
  `fundamentals:${FundamentalOperation}`,
  { method: 'GET'; gen3: string; gen2: string; group: 'market-data' }
>;
