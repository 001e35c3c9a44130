import type { FastifyInstance } from 'fastify';
import { marketClockSchema } from '@contracts/market-clock';
import type { Broker } from '../upstream/broker';
import { checkOutput } from '@server/shared/parse-input';

/** `GET /api/market-clock`: the market time the broker answers at, and the wall clock. */
export function registerMarketClockRoute(app: FastifyInstance, broker: Broker): void {
  app.get('/api/market-clock', (_request, reply) => reply.send(checkOutput(marketClockSchema, broker.marketClock())));
}
