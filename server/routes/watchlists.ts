import type { FastifyInstance } from 'fastify';
import { noBodySchema } from '@contracts/common';
import {
  addWatchlistInstrumentsBodySchema,
  createWatchlistBodySchema,
  renameWatchlistBodySchema,
  reorderWatchlistBodySchema,
  watchlistIdResponseSchema,
  watchlistInstrumentsSchema,
  watchlistListSchema,
  watchlistParamsSchema,
  watchlistSymbolParamsSchema,
} from '@contracts/watchlists';
import type { Broker } from '../upstream/broker';
import { UnknownWatchlistError, WatchlistOrderMismatchError } from '../upstream/research/watchlist-errors';
import { ApiError } from '@server/shared/api-error';
import { withBrokerRefusal } from './broker-refusal';
import { checkOutput, parseBody, parseInput } from '@server/shared/parse-input';

/** Runs a watchlist call, mapping an unknown list to 404 and a stale reorder to 409. */
async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await withBrokerRefusal(run);
  } catch (error) {
    if (error instanceof UnknownWatchlistError) throw new ApiError(404, 'UNKNOWN_WATCHLIST', error.message);
    if (error instanceof WatchlistOrderMismatchError) throw new ApiError(409, 'WATCHLIST_CHANGED', error.message);
    throw error;
  }
}

/**
 * `/api/watchlists...`: the provider's watchlists (docs/protocol.md#watchlists). Writes pass the session
 * guard's Origin and `x-dashboard-request` checks; a refused write is an error and the next read
 * shows the provider's state.
 */
export function registerWatchlistRoutes(app: FastifyInstance, broker: Broker): void {
  const { watchlists } = broker;

  app.get('/api/watchlists', async () => checkOutput(watchlistListSchema, await guarded(() => watchlists.list())));

  app.post('/api/watchlists', async (request, reply) => {
    const { name } = parseBody(request, createWatchlistBodySchema);
    const created = checkOutput(watchlistIdResponseSchema, await guarded(() => watchlists.create(name)));
    return reply.code(201).send(created);
  });

  app.patch('/api/watchlists/:id', async (request) => {
    const { id } = parseInput(watchlistParamsSchema, request.params);
    const { name } = parseBody(request, renameWatchlistBodySchema);
    return checkOutput(watchlistIdResponseSchema, await guarded(() => watchlists.rename(id, name)));
  });

  app.delete('/api/watchlists/:id', async (request, reply) => {
    const { id } = parseInput(watchlistParamsSchema, request.params);
    parseBody(request, noBodySchema);
    await guarded(() => watchlists.remove(id));
    return reply.code(204).send();
  });

  app.get('/api/watchlists/:id/instruments', async (request) => {
    const { id } = parseInput(watchlistParamsSchema, request.params);
    return checkOutput(watchlistInstrumentsSchema, await guarded(() => watchlists.instruments(id)));
  });

  app.post('/api/watchlists/:id/instruments', async (request) => {
    const { id } = parseInput(watchlistParamsSchema, request.params);
    const { symbols } = parseBody(request, addWatchlistInstrumentsBodySchema);
    await guarded(() => watchlists.add(id, symbols));
    return { id };
  });

  app.delete('/api/watchlists/:id/instruments/:symbol', async (request, reply) => {
    const { id, symbol } = parseInput(watchlistSymbolParamsSchema, request.params);
    parseBody(request, noBodySchema);
    await guarded(() => watchlists.removeSymbol(id, symbol));
    return reply.code(204).send();
  });

  app.put('/api/watchlists/:id/order', async (request) => {
    const { id } = parseInput(watchlistParamsSchema, request.params);
    const { symbols } = parseBody(request, reorderWatchlistBodySchema);
    await guarded(() => watchlists.reorder(id, symbols));
    return { id };
  });
}
