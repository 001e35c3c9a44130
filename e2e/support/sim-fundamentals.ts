import { fundamentalsResponseSchema, type FundamentalOperation } from '@contracts/fundamentals';

/** Gen-3 paths of the fundamentals operations (docs/protocol.md#fundamentals). */
const PATHS: Record<FundamentalOperation, string> = {
  'company-profile': '/market-data/fundamentals/company-profiles/get',
  'analyst-target-price': '/market-data/fundamentals/analysis/target-prices/get',
  'analyst-rating': '/market-data/fundamentals/analysis/ratings/get',
  'capital-flow': '/market-data/fundamentals/capital-flows/get',
  'industry-comparison': '/market-data/fundamentals/industry-comparisons/get',
  filings: '/market-data/fundamentals/filings/list',
  'earnings-calendar': '/market-data/fundamentals/earnings-calendars/list',
  'dividend-calendar': '/market-data/fundamentals/dividend-calendars/list',
  'forecast-eps': '/market-data/fundamentals/forecast-eps/get',
  indicators: '/market-data/fundamentals/indicators/get',
  income: '/market-data/fundamentals/income-statements/get',
  'cash-flow': '/market-data/fundamentals/cash-flows/get',
  'balance-sheet': '/market-data/fundamentals/balance-sheets/get',
  'financial-alert': '/market-data/fundamentals/financial-alerts/get',
  'fund-brief': '/market-data/fundamentals/fund-brief/get',
  'fund-performance': '/market-data/fundamentals/fund-performances/get',
  'fund-net-value': '/market-data/fundamentals/fund-net-values/get',
  'fund-holdings': '/market-data/fundamentals/fund-holdings/get',
  'fund-dividends': '/market-data/fundamentals/fund-dividends/get',
  'fund-rating': '/market-data/fundamentals/fund-ratings/get',
  'fund-splits': '/market-data/fundamentals/fund-splits/get',
  'fund-files': '/market-data/fundamentals/fund-files/get',
  'fund-allocation': '/market-data/fundamentals/fund-allocations/get',
};

/** The simulator's own answer to one fundamentals operation (in `.data`), parsed with the contract. */
export async function fetchSimFundamental<Op extends FundamentalOperation>(
  sim: { get: (path: string, query: [string, string][]) => Promise<unknown> },
  operation: Op,
  symbol: string,
  extra: [string, string][] = [],
) {
  const category = operation.startsWith('fund-') ? 'US_ETF' : 'US_STOCK';
  const answer = await sim.get(PATHS[operation], [['symbol', symbol], ['category', category], ...extra]);
  // Wrapped in the route's response schema, whose inferred type keeps the operation's own data
  // type (a lookup in the schema map alone widens it to every operation's); read `.data`.
  return fundamentalsResponseSchema(operation).parse({ symbol, fetched_at: 0, data: answer });
}
