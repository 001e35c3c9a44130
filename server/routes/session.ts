import type { FastifyInstance } from 'fastify';
import { sessionInfoSchema } from '@contracts/session';
import type { Broker } from '../upstream/broker';
import { checkOutput } from './parse-input';

/** `GET /api/session`: paper or live, region, path generation. */
export function registerSessionRoute(app: FastifyInstance, broker: Broker): void {
  app.get('/api/session', (_request, reply) => reply.send(checkOutput(sessionInfoSchema, broker.info)));
}
