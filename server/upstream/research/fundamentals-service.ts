import {
  FUND_FUNDAMENTALS,
  FUNDAMENTAL_SCHEMAS,
  type FundamentalOperation,
  type FundamentalsQuery,
  type FundamentalsResponse,
} from '@contracts/fundamentals';
import type { Category } from '@contracts/common';
import { FUNDAMENTAL_TTL_MS } from './fundamentals-cache-policy';
import { dividendPages } from './fund-dividend-pages';
import type { UpstreamClient } from '../client/http-client';
import { parseUpstream } from '../client/parse-upstream';
import type { Priority } from '../client/priorities';
import type { Scheduler } from '../client/scheduler';
import { categoryOf, type SymbolDirectory } from '../market-data/symbol-directory';
import type { Clock } from '../client/timers';
import { TtlCache } from '../client/ttl-cache';

/** A stock operation asked for a fund, or a fund operation for a stock: refused before any call. */
export class FundamentalKindError extends Error {
  constructor(
    readonly symbol: string,
    readonly operation: FundamentalOperation,
    readonly category: Category,
  ) {
    super(
      category === 'US_ETF'
        ? `${symbol} is an ETF: ${operation} is only for stocks (the fund tabs have its data).`
        : `${symbol} is not a fund: ${operation} is only for ETFs.`,
    );
    this.name = 'FundamentalKindError';
  }
}

export type AnyFundamentalsResponse = FundamentalsResponse<FundamentalOperation>;

export interface FundamentalsService {
  /** One operation for one symbol; identical requests share one call and one cache entry. */
  get(operation: FundamentalOperation, query: FundamentalsQuery, priority?: Priority): Promise<AnyFundamentalsResponse>;
}

const isFundOperation = (operation: FundamentalOperation): boolean =>
  (FUND_FUNDAMENTALS as readonly string[]).includes(operation);

/** The optional parameters in a stable order, so the same request always has the same key. */
function extraParams(query: FundamentalsQuery): [string, string][] {
  const pairs: [string, string | number | undefined][] = [
    ['type', query.type],
    ['count', query.count],
    ['sort_by', query.sort_by],
    ['last_date', query.last_date],
  ];
  return pairs.flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)] as [string, string]]));
}

/**
 * Fundamentals through the scheduler's 'market-data' group (shared with quotes and bars):
 * the symbol's category comes from the symbol lookup and goes upstream with the request; each
 * answer is parsed with its contract schema and kept as long as FUNDAMENTAL_TTL_MS allows.
 */
export function createFundamentalsService(deps: {
  client: UpstreamClient;
  scheduler: Scheduler;
  symbols: SymbolDirectory;
  clock: Clock;
  /** The path generation in use: it decides how the dividend pages are asked for. */
  generation: 'v2' | 'v3';
}): FundamentalsService {
  const cache = new TtlCache<AnyFundamentalsResponse>(6 * 60 * 60_000, 2_000);

  return {
    async get(operation, query, priority = 'interactive') {
      const symbol = query.symbol.toUpperCase();
      const category = await categoryOf(deps.symbols, symbol);
      if (isFundOperation(operation) !== (category === 'US_ETF'))
        throw new FundamentalKindError(symbol, operation, category);
      const extras = [
        ...extraParams(query),
        ...(operation === 'fund-dividends' ? dividendPages(deps.generation).ask(query.pagination_key) : []),
      ];
      const key = `fundamentals|${operation}|${symbol}|${extras.map((p) => p.join('=')).join('&')}`;
      const hit = cache.get(key, deps.clock.now(), FUNDAMENTAL_TTL_MS[operation]);
      if (hit !== undefined) return hit.value;
      const value = await deps.scheduler.run({ group: 'market-data', priority, key }, async (beforeRetry) => {
        const json = await deps.client.call(`fundamentals:${operation}`, {
          // A fund operation goes with US_STOCK, as every official sample asks one for an ETF
          // (docs/decisions.md, "Fund operations ask with US_STOCK").
          query: [['symbol', symbol], ['category', isFundOperation(operation) ? 'US_STOCK' : category], ...extras],
          beforeRetry,
        });
        const answer =
          operation === 'fund-dividends' ? dividendPages(deps.generation).page(query.pagination_key, json) : json;
        const data = parseUpstream(FUNDAMENTAL_SCHEMAS[operation], answer, operation);
        return { symbol, fetched_at: deps.clock.now(), data };
      });
      cache.set(key, value, value.fetched_at);
      return value;
    },
  };
}
