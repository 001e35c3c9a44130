import {
  FUND_FUNDAMENTALS,
  FUNDAMENTAL_SCHEMAS,
  type FundamentalOperation,
  type FundamentalsQuery,
  type FundamentalsResponse,
} from '@contracts/fundamentals';
import type { Category } from '@contracts/common';
import { z } from 'zod';
import { fundamentalFreshForMs } from './fundamentals-cache-policy';
import { dividendPages } from './fund-dividend-pages';
import { NO_DURABLE_ANSWERS, type DurableAnswers } from '../client/durable-answers';
import type { UpstreamClient } from '../client/http-client';
import { parseUpstream } from '../client/parse-upstream';
import type { Priority } from '../client/priorities';
import type { Scheduler } from '../client/scheduler';
import { categoryOf, type SymbolDirectory } from '../market-data/symbol-directory';
import type { Clock } from '@server/shared/clock';
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
  get(
    operation: FundamentalOperation,
    query: FundamentalsQuery,
    options?: FundamentalsCallOptions,
  ): Promise<AnyFundamentalsResponse>;
}

export interface FundamentalsCallOptions {
  /** 'interactive' when absent. */
  priority?: Priority;
  /** The caller's abort: the upstream call is dropped while queued once nobody waits (scheduler.ts). */
  signal?: AbortSignal;
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

/** An answer as kept: when it was fetched, until when it is fresh (wall clock), and the data. */
interface Kept {
  value: AnyFundamentalsResponse;
  freshUntil: number;
}

/** The provider's answer as the database keeps it: read back through the operation's schema again. */
const keptAnswerSchema = z.object({ symbol: z.string(), fetched_at: z.number(), answer: z.unknown() });

/**
 * Fundamentals through the scheduler's 'market-data' group (shared with quotes and bars):
 * the symbol's category comes from the symbol lookup and goes upstream with the request; each
 * answer is parsed with its contract schema and served for as long as its kind's refresh time
 * allows (fundamentals-cache-policy.ts): from memory, else from the database, so a restart, a
 * new tab or a second BFF costs no call; only then is the provider asked.
 */
export function createFundamentalsService(deps: {
  client: UpstreamClient;
  scheduler: Scheduler;
  symbols: SymbolDirectory;
  clock: Clock;
  /** The path generation in use: it decides how the dividend pages are asked for. */
  generation: 'v2' | 'v3';
  /** Answers kept across restarts; none when absent. */
  durable?: DurableAnswers;
  /** The broker's market time, for the refresh times that end at a session's close. */
  marketNow?: () => number;
}): FundamentalsService {
  const cache = new TtlCache<Kept>(24 * 60 * 60_000, 2_000);
  const durable = deps.durable ?? NO_DURABLE_ANSWERS;
  const marketNow = deps.marketNow ?? (() => deps.clock.now());

  const parse = (operation: FundamentalOperation, symbol: string, fetchedAt: number, answer: unknown) => ({
    symbol,
    fetched_at: fetchedAt,
    data: parseUpstream(FUNDAMENTAL_SCHEMAS[operation], answer, operation),
  });

  /** The kept answer of the database, when fresh and still within the contract. */
  async function fromDatabase(operation: FundamentalOperation, key: string): Promise<Kept | undefined> {
    const kept = await durable.read(key, keptAnswerSchema);
    if (kept === undefined) return undefined;
    const data = FUNDAMENTAL_SCHEMAS[operation].safeParse(kept.answer);
    if (!data.success) return undefined;
    const freshUntil = deps.clock.now() + fundamentalFreshForMs(operation, marketNow());
    return { value: { symbol: kept.symbol, fetched_at: kept.fetched_at, data: data.data }, freshUntil };
  }

  return {
    async get(operation, query, { priority = 'interactive', signal } = {}) {
      const symbol = query.symbol.toUpperCase();
      const category = await categoryOf(deps.symbols, symbol);
      if (isFundOperation(operation) !== (category === 'US_ETF'))
        throw new FundamentalKindError(symbol, operation, category);
      const extras = [
        ...extraParams(query),
        ...(operation === 'fund-dividends' ? dividendPages(deps.generation).ask(query.pagination_key) : []),
      ];
      const key = `fundamentals|${operation}|${symbol}|${extras.map((p) => p.join('=')).join('&')}`;
      const hit = cache.get(key, deps.clock.now())?.value;
      if (hit !== undefined && hit.freshUntil > deps.clock.now()) return hit.value;
      const kept = await fromDatabase(operation, key);
      if (kept !== undefined) {
        cache.set(key, kept, deps.clock.now());
        return kept.value;
      }
      const { value, answer } = await deps.scheduler.run(
        { group: 'market-data', priority, key, signal },
        async (beforeRetry) => {
          const json = await deps.client.call(`fundamentals:${operation}`, {
            // A fund operation goes with US_STOCK, as every official sample asks one for an ETF
            // (docs/decisions/0046-fund-operations-ask-with-us-stock.md).
            query: [['symbol', symbol], ['category', isFundOperation(operation) ? 'US_STOCK' : category], ...extras],
            beforeRetry,
          });
          const page =
            operation === 'fund-dividends' ? dividendPages(deps.generation).page(query.pagination_key, json) : json;
          return { value: parse(operation, symbol, deps.clock.now(), page), answer: page };
        },
      );
      const freshForMs = fundamentalFreshForMs(operation, marketNow());
      cache.set(key, { value, freshUntil: value.fetched_at + freshForMs }, value.fetched_at);
      await durable.keep(key, { symbol, fetched_at: value.fetched_at, answer }, value.fetched_at, freshForMs);
      return value;
    },
  };
}
