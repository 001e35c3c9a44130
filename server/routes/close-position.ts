import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { closePositionResultSchema } from '@contracts/close-position';
import { noBodySchema, symbolSchema } from '@contracts/common';
import { accountIdSchema } from '@contracts/orders';
import type { OrderService } from '../upstream/trading/order-service';
import { smallBody } from './body-limits';
import { checkOutput, parseBody, parseInput } from '@server/shared/parse-input';

const closeParamsSchema = z.object({ accountId: accountIdSchema, symbol: symbolSchema });

/**
 * `POST /api/accounts/:accountId/positions/:symbol/close`, no body: cancels the position's exits,
 * waits for the broker to confirm them, then closes all of it with one order; one close per
 * account and symbol at a time; 409 when nothing is left to close (docs/trading.md#closing-a-position).
 */
export function registerClosePositionRoute(app: FastifyInstance, orders: OrderService): void {
  app.post('/api/accounts/:accountId/positions/:symbol/close', smallBody, async (request) => {
    const { accountId, symbol } = parseInput(closeParamsSchema, request.params);
    parseBody(request, noBodySchema);
    return checkOutput(closePositionResultSchema, await orders.closePosition(accountId, symbol));
  });
}
