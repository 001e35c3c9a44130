import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/api-error';
import { sendError } from '../http/api-pipeline';
import { operationContext } from '../http/operation-context';
import { OPERATIONS } from '../http/operations';
import { paramsFromPairs, splitRequestUrl } from '../http/query-pairs';
import type { SimulatorRuntime } from '../http/runtime';
import type { RateGroup } from '../rate-limit/groups';

const LOOK = '/_control/look';
/** What a look may read: the paper broker's accounts, assets and orders. */
const READABLE: readonly RateGroup[] = ['accounts-list', 'assets', 'order-query'];

/**
 * `GET /_control/look/<generation-3 path>?<query>`: the answer that read would give, from the
 * same handler, but outside the app key's rate budget, the injected faults and the request log.
 * A test checks the broker with it without taking a turn of the budget that the dashboard under
 * test paces itself to (docs/testing.md#looking-at-the-broker).
 */
export function registerLookControlRoute(app: FastifyInstance, runtime: SimulatorRuntime): void {
  const readable = new Map(
    OPERATIONS.filter((o) => o.method === 'GET' && READABLE.includes(o.group)).flatMap((o) =>
      o.gen3 === null ? [] : [[o.gen3, o] as const],
    ),
  );
  app.get(`${LOOK}/*`, async (request, reply) => {
    const { path, query } = splitRequestUrl(request.url);
    const operation = readable.get(path.slice(LOOK.length));
    if (operation === undefined)
      return sendError(reply, 404, 'NOT_FOUND', `A look reads only ${[...readable.keys()].join(', ')}.`);
    const context = operationContext(runtime, {
      params: paramsFromPairs(query),
      body: undefined,
      generation: 'gen3',
      appKey: runtime.deps.appKey,
      marketNowMs: runtime.deps.marketClock.now(),
    });
    try {
      return await reply.send(await operation.handler(context));
    } catch (error) {
      if (error instanceof ApiError) return sendError(reply, error.status, error.code, error.message);
      throw error;
    }
  });
}
