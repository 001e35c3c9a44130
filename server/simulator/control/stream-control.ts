import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { StreamService } from '../mqtt/stream-service';

type BodyParser = <T>(request: FastifyRequest, reply: FastifyReply, schema: z.ZodType<T>) => T | undefined;

const decimalText = z.union([
  z.number().positive().transform(String),
  z.string().regex(/^\d+(\.\d+)?$/, 'expected a decimal string'),
]);

const tickSchema = z.strictObject({
  symbol: z
    .string()
    .min(1)
    .transform((s) => s.toUpperCase()),
  price: decimalText.refine((p) => Number(p) > 0, 'must be positive'),
  volume: z
    .union([
      z.number().int().positive().transform(String),
      z.string().regex(/^[1-9]\d*$/, 'expected a whole number of shares'),
    ])
    .default('100'),
  side: z.enum(['B', 'S', 'N']).optional(),
});

/**
 * Streaming part of the control surface (SIM_CONTROL=1): publish a trade, pause pushes, drop
 * or refuse connections, change the push rate, read the stream's state.
 */
export function registerStreamControlRoutes(
  app: FastifyInstance,
  stream: StreamService,
  parseBody: BodyParser,
  afterTrade: () => Promise<void>,
): void {
  app.post('/_control/stream/tick', async (request, reply) => {
    const body = parseBody(request, reply, tickSchema);
    if (body === undefined) return reply;
    if (stream.market().instrument(body.symbol) === undefined) {
      return reply.code(400).send({ error_code: 'INVALID_SYMBOL', message: `Unknown symbol ${body.symbol}.` });
    }
    const pushed = stream.publishTrade({
      symbol: body.symbol,
      price: body.price,
      volume: body.volume,
      ...(body.side === undefined ? {} : { side: body.side }),
    });
    await afterTrade();
    return reply.send({ pushed });
  });

  app.post('/_control/stream/pause', async (request, reply) => {
    const body = parseBody(request, reply, z.strictObject({ paused: z.boolean() }));
    if (body === undefined) return reply;
    stream.setPaused(body.paused);
    return reply.send({ paused: body.paused });
  });

  app.post('/_control/stream/drop', async (_request, reply) => {
    const dropped = stream.broker.connections().length;
    stream.broker.dropAll();
    return reply.send({ dropped });
  });

  app.post('/_control/stream/refuse', async (request, reply) => {
    const body = parseBody(request, reply, z.strictObject({ refuse: z.boolean() }));
    if (body === undefined) return reply;
    stream.broker.setRefusing(body.refuse);
    return reply.send({ refuse: body.refuse });
  });

  app.post('/_control/stream/rate', async (request, reply) => {
    const body = parseBody(request, reply, z.strictObject({ interval_ms: z.number().int().min(1).max(60_000) }));
    if (body === undefined) return reply;
    stream.setIntervalMs(body.interval_ms);
    return reply.send({ interval_ms: body.interval_ms });
  });

  app.get('/_control/stream/stats', async (_request, reply) => reply.send(stream.stats()));
}
