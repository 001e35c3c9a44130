import type { FastifyInstance } from 'fastify';
import { ticksQuerySchema, ticksResponseSchema } from '@contracts/market-data';
import type { Broker } from '../upstream/broker';
import { checkOutput, parseInput } from '@server/shared/parse-input';
import { abortOnClientGone } from './request-abort';

/**
 * `GET /api/ticks?symbol=&count=`: recent trades, newest first; the call is dropped while queued
 * when the browser goes (it switched symbol: docs/architecture.md#the-call-budget).
 */
export function registerTickRoutes(app: FastifyInstance, broker: Broker): void {
  app.get('/api/ticks', async (request, reply) => {
    const { symbol, count } = parseInput(ticksQuerySchema, request.query);
    return checkOutput(ticksResponseSchema, await broker.getTicks(symbol, count, abortOnClientGone(reply)));
  });
}
