import type { FastifyInstance } from 'fastify';
import { depthQuerySchema, depthSchema } from '@contracts/market-data';
import type { Broker } from '../upstream/broker';
import { checkOutput, parseInput } from '@server/shared/parse-input';
import { abortOnClientGone } from './request-abort';

/**
 * `GET /api/depth?symbol=&depth=`: order-book levels; the call is dropped while queued when the
 * browser goes (it switched symbol: docs/architecture.md#the-call-budget).
 */
export function registerDepthRoutes(app: FastifyInstance, broker: Broker): void {
  app.get('/api/depth', async (request, reply) => {
    const { symbol, depth } = parseInput(depthQuerySchema, request.query);
    return checkOutput(depthSchema, await broker.getDepth(symbol, depth, abortOnClientGone(reply)));
  });
}
