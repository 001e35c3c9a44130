import type { FastifyInstance } from 'fastify';
import { depthQuerySchema, depthSchema } from '@contracts/market-data';
import type { Broker } from '../upstream/broker';
import { checkOutput, parseInput } from '@server/shared/parse-input';

/** `GET /api/depth?symbol=&depth=`: order-book levels. */
export function registerDepthRoutes(app: FastifyInstance, broker: Broker): void {
  app.get('/api/depth', async (request) => {
    const { symbol, depth } = parseInput(depthQuerySchema, request.query);
    return checkOutput(depthSchema, await broker.getDepth(symbol, depth));
  });
}
