import type { FastifyInstance } from 'fastify';
import { ticksQuerySchema, ticksResponseSchema } from '@contracts/market-data';
import type { Broker } from '../upstream/broker';
import { checkOutput, parseInput } from '@server/shared/parse-input';

/** `GET /api/ticks?symbol=&count=`: recent trades, newest first. */
export function registerTickRoutes(app: FastifyInstance, broker: Broker): void {
  app.get('/api/ticks', async (request) => {
    const { symbol, count } = parseInput(ticksQuerySchema, request.query);
    return checkOutput(ticksResponseSchema, await broker.getTicks(symbol, count));
  });
}
