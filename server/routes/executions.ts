import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { executionListSchema, executionQuerySchema } from '@contracts/executions';
import { accountIdSchema } from '@contracts/orders';
import type { OrderService } from '../upstream/trading/order-service';
import { checkOutput, parseInput } from '@server/shared/parse-input';

const accountParamsSchema = z.object({ accountId: accountIdSchema });

/** `GET /api/accounts/:accountId/executions[?client_order_id=]`: docs/trading.md#executions. */
export function registerExecutionRoutes(app: FastifyInstance, orders: Pick<OrderService, 'executions'>): void {
  app.get('/api/accounts/:accountId/executions', async (request) => {
    const { accountId } = parseInput(accountParamsSchema, request.params);
    const { client_order_id: clientOrderId } = parseInput(executionQuerySchema, request.query);
    return checkOutput(executionListSchema, await orders.executions(accountId, clientOrderId));
  });
}
