import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  accountBodySchema,
  cancelAllResultSchema,
  orderDetailSchema,
  orderDraftSchema,
  orderListQuerySchema,
  orderListSchema,
  orderPreviewSchema,
  placeOrderResultSchema,
  replaceOrderSchema,
} from '@contracts/orders';
import type { OrderService } from '../upstream/trading/order-service';
import type { Clock } from '@server/shared/clock';
import { ApiError } from '@server/shared/api-error';
import { smallBody } from './body-limits';
import { checkDraftGrid, checkReplaceGrid, type InstrumentLookup } from './order-grid-check';
import { checkOutput, parseBody, parseInput } from '@server/shared/parse-input';

const orderParamsSchema = z.object({ clientOrderId: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'not an order id') });
const detailQuerySchema = z.object({ account_id: accountBodySchema.shape.account_id });

/**
 * `/api/orders...`: the order path of docs/trading.md. Writes pass the session guard's Origin and
 * header checks; none is ever retried by the BFF; a refusal is a 4xx with the broker's reason.
 * Every write takes a small body (413 beyond 16 KiB), parsed strictly (an unknown field is a 400
 * naming it) and held to the grid before anything is journaled or sent
 * (docs/trading.md#bodies-exactly-as-written).
 */
export function registerOrderRoutes(
  app: FastifyInstance,
  orders: OrderService,
  clock: Clock,
  instrumentTrading: InstrumentLookup,
): void {
  app.post('/api/orders/preview', smallBody, async (request) => {
    const draft = parseBody(request, orderDraftSchema);
    await checkDraftGrid(draft, instrumentTrading);
    return checkOutput(orderPreviewSchema, await orders.preview(draft));
  });

  app.post('/api/orders', smallBody, async (request) => {
    const draft = parseBody(request, orderDraftSchema);
    await checkDraftGrid(draft, instrumentTrading);
    return checkOutput(placeOrderResultSchema, { orders: await orders.place(draft) });
  });

  app.post('/api/orders/cancel-all', smallBody, async (request) => {
    const { account_id: accountId } = parseBody(request, accountBodySchema);
    return checkOutput(cancelAllResultSchema, await orders.cancelAll(accountId));
  });

  app.post('/api/orders/:clientOrderId/replace', smallBody, async (request) => {
    const { clientOrderId } = parseInput(orderParamsSchema, request.params);
    const change = parseBody(request, replaceOrderSchema);
    checkReplaceGrid(change);
    return checkOutput(placeOrderResultSchema, {
      orders: [await orders.replace(clientOrderId, change)],
    });
  });

  app.post('/api/orders/:clientOrderId/cancel', smallBody, async (request) => {
    const { clientOrderId } = parseInput(orderParamsSchema, request.params);
    const { account_id: accountId } = parseBody(request, accountBodySchema);
    return checkOutput(placeOrderResultSchema, {
      orders: [await orders.cancel(accountId, clientOrderId)],
    });
  });

  app.get('/api/orders', async (request) => {
    const { account_id: accountId, view } = parseInput(orderListQuerySchema, request.query);
    const list = await (view === 'open' ? orders.openOrders(accountId) : orders.history(accountId));
    return checkOutput(orderListSchema, { orders: list, as_of: clock.now() });
  });

  app.get('/api/orders/:clientOrderId', async (request) => {
    const { clientOrderId } = parseInput(orderParamsSchema, request.params);
    const { account_id: accountId } = parseInput(detailQuerySchema, request.query);
    const detail = await orders.detail(accountId, clientOrderId);
    if (detail === null) throw new ApiError(404, 'UNKNOWN_ORDER', `No order ${clientOrderId} in account ${accountId}.`);
    return checkOutput(orderDetailSchema, detail);
  });
}
