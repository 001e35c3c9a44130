import { FUND_FUNDAMENTAL_HANDLERS } from './handlers/fundamentals-fund';
import { STOCK_FUNDAMENTAL_HANDLERS } from './handlers/fundamentals-stock';
import type { Operation } from './operations';

const HANDLERS = { ...STOCK_FUNDAMENTAL_HANDLERS, ...FUND_FUNDAMENTAL_HANDLERS };

/** [id, gen-3 path, gen-2 path] of the 23 fundamentals operations: docs/protocol.md#fundamentals. */
const PATHS: readonly (readonly [keyof typeof HANDLERS, string, string])[] = [
  [
    'fundamentals.company-profile',
    '/market-data/fundamentals/company-profiles/get',
    '/openapi/instrument/company/profile',
  ],
  [
    'fundamentals.analyst-target-price',
    '/market-data/fundamentals/analysis/target-prices/get',
    '/openapi/instrument/analyst/target-price',
  ],
  [
    'fundamentals.analyst-rating',
    '/market-data/fundamentals/analysis/ratings/get',
    '/openapi/instrument/analyst/rating',
  ],
  [
    'fundamentals.capital-flow',
    '/market-data/fundamentals/capital-flows/get',
    '/openapi/fundamentals/stock/capital-flow',
  ],
  [
    'fundamentals.industry-comparison',
    '/market-data/fundamentals/industry-comparisons/get',
    '/openapi/fundamentals/stock/industry-comparison',
  ],
  ['fundamentals.filings', '/market-data/fundamentals/filings/list', '/openapi/fundamentals/stock/filings'],
  [
    'fundamentals.earnings-calendar',
    '/market-data/fundamentals/earnings-calendars/list',
    '/openapi/fundamentals/stock/earnings-calendar',
  ],
  [
    'fundamentals.dividend-calendar',
    '/market-data/fundamentals/dividend-calendars/list',
    '/openapi/fundamentals/stock/dividend-calendar',
  ],
  [
    'fundamentals.forecast-eps',
    '/market-data/fundamentals/forecast-eps/get',
    '/openapi/fundamentals/stock/forecast-eps',
  ],
  ['fundamentals.indicators', '/market-data/fundamentals/indicators/get', '/openapi/fundamentals/financial/indicators'],
  ['fundamentals.income', '/market-data/fundamentals/income-statements/get', '/openapi/fundamentals/financial/income'],
  ['fundamentals.cash-flow', '/market-data/fundamentals/cash-flows/get', '/openapi/fundamentals/financial/cash-flow'],
  [
    'fundamentals.balance-sheet',
    '/market-data/fundamentals/balance-sheets/get',
    '/openapi/fundamentals/financial/balance-sheet',
  ],
  [
    'fundamentals.financial-alert',
    '/market-data/fundamentals/financial-alerts/get',
    '/openapi/fundamentals/financial/alert',
  ],
  ['fundamentals.fund-brief', '/market-data/fundamentals/fund-brief/get', '/openapi/fundamentals/fund/brief'],
  [
    'fundamentals.fund-performance',
    '/market-data/fundamentals/fund-performances/get',
    '/openapi/fundamentals/fund/performance',
  ],
  [
    'fundamentals.fund-net-value',
    '/market-data/fundamentals/fund-net-values/get',
    '/openapi/fundamentals/fund/net-value',
  ],
  ['fundamentals.fund-holdings', '/market-data/fundamentals/fund-holdings/get', '/openapi/fundamentals/fund/holdings'],
  [
    'fundamentals.fund-dividends',
    '/market-data/fundamentals/fund-dividends/get',
    '/openapi/fundamentals/fund/dividends',
  ],
  ['fundamentals.fund-rating', '/market-data/fundamentals/fund-ratings/get', '/openapi/fundamentals/fund/rating'],
  ['fundamentals.fund-splits', '/market-data/fundamentals/fund-splits/get', '/openapi/fundamentals/fund/splits'],
  ['fundamentals.fund-files', '/market-data/fundamentals/fund-files/get', '/openapi/fundamentals/fund/files'],
  [
    'fundamentals.fund-allocation',
    '/market-data/fundamentals/fund-allocations/get',
    '/openapi/fundamentals/fund/allocation',
  ],
];

/** The fundamentals operations, all GET in the market-data rate group. */
export const FUNDAMENTAL_OPERATIONS: readonly Operation[] = PATHS.map(([id, gen3, gen2]) => ({
  id,
  method: 'GET',
  gen3,
  gen2,
  group: 'market-data',
  handler: HANDLERS[id],
}));
