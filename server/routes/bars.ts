import type { FastifyInstance } from 'fastify';
import { barsQuerySchema, barsResponseSchema } from '@contracts/market-data';
import type { Broker } from '../upstream/broker';
import { checkOutput, parseInput } from '@server/shared/parse-input';

/** `GET /api/bars?symbol=&timespan=&count=&end=`: bars oldest first, times in ms. */
export function registerBarRoutes(app: FastifyInstance, broker: Broker): void {
  app.get('/api/bars', async (request) => {
    const query = parseInput(barsQuerySchema, request.query);
    return checkOutput(barsResponseSchema, await broker.getBars(query));
  });
}
