import type { Category } from '@contracts/common';
import {
  FUND_FUNDAMENTALS,
  FUNDAMENTAL_SCHEMAS,
  type FundamentalOperation,
  type FundamentalsQuery,
  type FundamentalsResponse,
} from '@contracts/fundamentals';
import type { Broker } from '@server/upstream/broker';
import { FundamentalKindError } from '@server/upstream/research/fundamentals-service';

const ETFS = new Set(['SPY']);
const FUND_OPERATIONS: ReadonlySet<FundamentalOperation> = new Set(FUND_FUNDAMENTALS);

/**
 * Fundamentals for route tests, as the real service behaves: a fund operation for a stock (or a
 * stock operation for SPY, the one ETF here) is refused before any call, and every other call
 * answers the emptiest data its operation's contract accepts.
 */
export function fakeFundamentals(): Broker['fundamentals'] {
  return {
    get: (operation, query) => {
      const category: Category = ETFS.has(query.symbol) ? 'US_ETF' : 'US_STOCK';
      if (FUND_OPERATIONS.has(operation) !== (category === 'US_ETF'))
        return Promise.reject(new FundamentalKindError(query.symbol, operation, category));
      return Promise.resolve(answer(operation, query, category));
    },
    summary: (symbols) =>
      Promise.resolve(
        symbols.map((symbol) => ({
          symbol,
          dividend_yield: '0.0050',
          next_earnings_date: '2027-01-28',
          target_price_mean: '210.00',
        })),
      ),
  };
}

function answer(
  operation: FundamentalOperation,
  query: FundamentalsQuery,
  category: Category,
): FundamentalsResponse<FundamentalOperation> {
  const schema = FUNDAMENTAL_SCHEMAS[operation];
  const candidates: unknown[] = [
    { symbol: query.symbol, category, company_name: `${query.symbol} Inc.`, filings: [], data: [], values: {} },
    [],
    {},
  ];
  const data = candidates.find((candidate) => schema.safeParse(candidate).success) ?? candidates[0];
  return { symbol: query.symbol, fetched_at: 1, data: schema.parse(data) };
}
