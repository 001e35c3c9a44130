import type { FastifyInstance } from 'fastify';
import { instrumentSearchQuerySchema, instrumentSearchResultSchema } from '@contracts/instruments';
import type { Broker } from '../upstream/broker';
import { checkOutput, parseInput } from '@server/shared/parse-input';

/** `GET /api/instruments/search?q=&limit=`: symbol prefix matches first, then names. */
export function registerInstrumentRoutes(app: FastifyInstance, broker: Broker): void {
  app.get('/api/instruments/search', async (request) => {
    const { q, limit } = parseInput(instrumentSearchQuerySchema, request.query);
    return checkOutput(instrumentSearchResultSchema, await broker.searchInstruments(q, limit));
  });
}
