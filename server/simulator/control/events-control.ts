import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { TradeEventService } from '../events/event-service';

type BodyParser = <T>(request: FastifyRequest, reply: FastifyReply, schema: z.ZodType<T>) => T | undefined;

/**
 * Trade-event part of the control surface (SIM_CONTROL=1): drop, stall or refuse the gRPC
 * subscriptions, read their state (docs/protocol.md#trade-events).
 */
export function registerEventsControlRoutes(
  app: FastifyInstance,
  events: TradeEventService,
  parseBody: BodyParser,
): void {
  app.post('/_control/events/drop', async (_request, reply) => reply.send({ dropped: events.dropAll() }));

  app.post('/_control/events/stall', async (request, reply) => {
    const body = parseBody(request, reply, z.strictObject({ stalled: z.boolean() }));
    if (body === undefined) return reply;
    events.setStalled(body.stalled);
    return reply.send({ stalled: body.stalled });
  });

  app.post('/_control/events/refuse', async (request, reply) => {
    const body = parseBody(request, reply, z.strictObject({ refuse: z.boolean() }));
    if (body === undefined) return reply;
    events.setRefusing(body.refuse);
    return reply.send({ refuse: body.refuse });
  });

  app.get('/_control/events/stats', async (_request, reply) => reply.send(events.stats()));
}
