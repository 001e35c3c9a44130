import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { instrumentTradingSchema, type InstrumentTrading } from '@contracts/instruments';
import { accountIdSchema } from '@contracts/orders';
import { balanceSchema, positionListSchema } from '@contracts/portfolio';
import { symbolSchema } from '@contracts/common';
import type { OrderService } from '../upstream/trading/order-service';
import { ApiError } from '@server/shared/api-error';
import { checkOutput, parseInput } from '@server/shared/parse-input';

const accountParamsSchema = z.object({ accountId: accountIdSchema });
const symbolParamsSchema = z.object({ symbol: symbolSchema });

/** `GET /api/accounts/:accountId/{balance,positions}` and `GET /api/instruments/:symbol/trading`. */
export function registerPortfolioRoutes(
  app: FastifyInstance,
  orders: OrderService,
  instrumentTrading: (symbol: string) => Promise<InstrumentTrading | null>,
): void {
  app.get('/api/accounts/:accountId/balance', async (request) => {
    const { accountId } = parseInput(accountParamsSchema, request.params);
    return checkOutput(balanceSchema, await orders.balance(accountId));
  });
  app.get('/api/accounts/:accountId/positions', async (request) => {
    const { accountId } = parseInput(accountParamsSchema, request.params);
    return checkOutput(positionListSchema, await orders.positions(accountId));
  });
  app.get('/api/instruments/:symbol/trading', async (request) => {
    const { symbol } = parseInput(symbolParamsSchema, request.params);
    const found = await instrumentTrading(symbol);
    if (found === null) throw new ApiError(404, 'UNKNOWN_SYMBOL', `No instrument ${symbol}.`);
    return checkOutput(instrumentTradingSchema, found);
  });
}
