import type { FastifyInstance } from 'fastify';
import {
  COUNT_LIMITS,
  fundamentalsParamsSchema,
  fundamentalsQuerySchema,
  fundamentalsResponseSchema,
  fundamentalsSummaryQuerySchema,
  fundamentalsSummarySchema,
  type FundamentalOperation,
  type FundamentalsQuery,
} from '@contracts/fundamentals';
import type { Broker } from '../upstream/broker';
import { FundamentalKindError } from '../upstream/research/fundamentals-service';
import { ApiError } from '@server/shared/api-error';
import { checkOutput, parseInput } from '@server/shared/parse-input';
import { abortOnClientGone } from './request-abort';

type Extra = Exclude<keyof FundamentalsQuery, 'symbol' | 'priority'>;

/** Which optional parameters each operation takes (docs/protocol.md#fundamentals); others are refused. */
const EXTRAS: Partial<Record<FundamentalOperation, readonly Extra[]>> = {
  'capital-flow': ['count'],
  'industry-comparison': ['sort_by'],
  indicators: ['type', 'count'],
  income: ['type', 'count'],
  'cash-flow': ['type', 'count'],
  'balance-sheet': ['type', 'count'],
  'fund-net-value': ['last_date', 'count'],
  'fund-dividends': ['pagination_key'],
};

/** A 400 naming the parameter when it does not belong to the operation or is out of its range. */
function checkExtras(operation: FundamentalOperation, query: FundamentalsQuery): void {
  const allowed = EXTRAS[operation] ?? [];
  for (const name of ['type', 'count', 'sort_by', 'last_date', 'pagination_key'] as const) {
    if (query[name] !== undefined && !allowed.includes(name))
      throw new ApiError(400, 'INVALID_REQUEST', `${name}: not a parameter of ${operation}`);
  }
  const countLimits: Partial<Record<FundamentalOperation, { max: number }>> = COUNT_LIMITS;
  const limits = countLimits[operation];
  if (query.count !== undefined && limits !== undefined && query.count > limits.max) {
    throw new ApiError(400, 'INVALID_REQUEST', `count: at most ${String(limits.max)} for ${operation}`);
  }
}

/**
 * `GET /api/fundamentals/:operation?symbol=&...` (one provider operation, `{symbol, fetched_at,
 * data}`) and `GET /api/fundamentals-summary?symbols=` (the watchlist's optional columns).
 */
export function registerFundamentalsRoutes(app: FastifyInstance, broker: Broker): void {
  app.get('/api/fundamentals/:operation', async (request, reply) => {
    const { operation } = parseInput(fundamentalsParamsSchema, request.params);
    const query = parseInput(fundamentalsQuerySchema, request.query);
    checkExtras(operation, query);
    try {
      return checkOutput(
        fundamentalsResponseSchema(operation),
        await broker.fundamentals.get(operation, query, {
          // A secondary answer (the chart's markers) waits behind what the trader looks at.
          priority: query.priority === 'secondary' ? 'refresh' : 'interactive',
          signal: abortOnClientGone(reply),
        }),
      );
    } catch (error) {
      if (error instanceof FundamentalKindError) throw new ApiError(400, 'UNSUPPORTED_CATEGORY', error.message);
      throw error;
    }
  });

  app.get('/api/fundamentals-summary', async (request) => {
    const { symbols } = parseInput(fundamentalsSummaryQuerySchema, request.query);
    return checkOutput(fundamentalsSummarySchema, await broker.fundamentals.summary(symbols));
  });
}
