import type { FastifyInstance } from 'fastify';
import { clockSkewSchema } from '@contracts/clock-skew';
import type { Broker } from '../upstream/broker';
import { checkOutput } from '@server/shared/parse-input';

/** `GET /api/clock-skew`: how far the broker's clock is from ours, and whether signing follows it. */
export function registerClockSkewRoute(app: FastifyInstance, broker: Broker): void {
  app.get('/api/clock-skew', (_request, reply) => reply.send(checkOutput(clockSkewSchema, broker.clockSkew())));
}
