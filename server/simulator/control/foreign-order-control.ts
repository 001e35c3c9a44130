import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { seedForeignOrder } from '../broker/foreign-orders';
import { ApiError } from '../http/api-error';
import { sendError } from '../http/api-pipeline';
import type { SimulatorRuntime } from '../http/runtime';

type BodyParser = <T>(request: FastifyRequest, reply: FastifyReply, schema: z.ZodType<T>) => T | undefined;

const seedSchema = z.strictObject({
  account_id: z.string().min(1),
  /** The order record as the live service could list it: any fields, any values. */
  record: z.record(z.string(), z.unknown()),
  working: z.boolean().optional(),
  client_combo_order_id: z.string().min(1).optional(),
  group_combo_type: z.string().min(1).optional(),
});

/**
 * `POST /_control/orders/foreign` (SIM_CONTROL=1): puts into an account's order lists a record
 * of a kind the live service holds and the paper broker does not work (an option leg, an OTO
 * part, a status it added), so a client can be tested against it
 * (docs/protocol.md#the-order-record). The answer is the group as the lists give it.
 */
export function registerForeignOrderControlRoute(
  app: FastifyInstance,
  runtime: SimulatorRuntime,
  parseBody: BodyParser,
): void {
  app.post('/_control/orders/foreign', async (request, reply) => {
    const body = parseBody(request, reply, seedSchema);
    if (body === undefined) return reply;
    try {
      const foreign = seedForeignOrder(runtime.broker.core, body, runtime.deps.marketClock.now());
      await runtime.broker.core.commit();
      return await reply.send({ ...foreign.record, working: foreign.working });
    } catch (error) {
      if (error instanceof ApiError) return sendError(reply, error.status, error.code, error.message);
      throw error;
    }
  });
}
