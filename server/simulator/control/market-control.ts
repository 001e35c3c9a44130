import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SimulatorRuntime } from '../http/runtime';

type BodyParser = <T>(request: FastifyRequest, reply: FastifyReply, schema: z.ZodType<T>) => T | undefined;

const price = z
  .union([z.number().positive().transform(String), z.string().regex(/^\d+(\.\d+)?$/, 'expected a decimal string')])
  .refine((p) => Number(p) > 0, 'must be positive');

const moveSchema = z.strictObject({
  symbol: z
    .string()
    .min(1)
    .transform((s) => s.toUpperCase()),
  /** One price, or a path of prices printed in this order at the current market time. */
  prices: z.array(price).min(1).max(1000),
  volume: z.union([z.number().int().positive().transform(String), z.string().regex(/^[1-9]\d*$/)]).default('100'),
});

/**
 * Market part of the control surface (SIM_CONTROL=1): move a symbol through a path of prices.
 * Each price is a print (pushed to the stream's subscribers like any trade) that the paper broker
 * works its orders against before the next, so a test knows exactly which orders fill.
 */
export function registerMarketControlRoutes(
  app: FastifyInstance,
  runtime: SimulatorRuntime,
  parseBody: BodyParser,
): void {
  app.post('/_control/market/move', async (request, reply) => {
    const body = parseBody(request, reply, moveSchema);
    if (body === undefined) return reply;
    if (runtime.stream.market().instrument(body.symbol) === undefined)
      return reply.code(400).send({ error_code: 'INVALID_SYMBOL', message: `Unknown symbol ${body.symbol}.` });
    for (const p of body.prices) {
      runtime.stream.publishTrade({ symbol: body.symbol, price: p, volume: body.volume });
      await runtime.broker.step();
    }
    return reply.send({ symbol: body.symbol, price: body.prices.at(-1) });
  });
}
