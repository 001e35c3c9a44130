import type { FastifyInstance } from 'fastify';
import {
  gainersLosersQuerySchema,
  gainersLosersResponseSchema,
  highDividendQuerySchema,
  highDividendResponseSchema,
  marketSectorsQuerySchema,
  marketSectorsResponseSchema,
  sectorDetailParamsSchema,
  sectorDetailQuerySchema,
  sectorDetailResponseSchema,
  topActiveQuerySchema,
  topActiveResponseSchema,
  week52QuerySchema,
  week52ResponseSchema,
} from '@contracts/screeners';
import type { Broker } from '../upstream/broker';
import { withBrokerRefusal } from './broker-refusal';
import { checkOutput, parseInput } from '@server/shared/parse-input';

/** `/api/screeners/...`: every screener of docs/protocol.md#screeners, `{ fetched_at, rows }` and the sector pages. */
export function registerScreenerRoutes(app: FastifyInstance, broker: Broker): void {
  const { screeners } = broker;

  app.get('/api/screeners/gainers-losers', async (request) => {
    const query = parseInput(gainersLosersQuerySchema, request.query);
    return checkOutput(gainersLosersResponseSchema, await withBrokerRefusal(() => screeners.gainersLosers(query)));
  });

  app.get('/api/screeners/top-active', async (request) => {
    const query = parseInput(topActiveQuerySchema, request.query);
    return checkOutput(topActiveResponseSchema, await withBrokerRefusal(() => screeners.topActive(query)));
  });

  app.get('/api/screeners/market-sectors', async (request) => {
    const query = parseInput(marketSectorsQuerySchema, request.query);
    return checkOutput(marketSectorsResponseSchema, await withBrokerRefusal(() => screeners.marketSectors(query)));
  });

  app.get('/api/screeners/market-sectors/:sectorId', async (request) => {
    const { sectorId } = parseInput(sectorDetailParamsSchema, request.params);
    const query = parseInput(sectorDetailQuerySchema, request.query);
    return checkOutput(
      sectorDetailResponseSchema,
      await withBrokerRefusal(() => screeners.sectorDetail(sectorId, query)),
    );
  });

  app.get('/api/screeners/high-dividend', async (request) => {
    const query = parseInput(highDividendQuerySchema, request.query);
    return checkOutput(highDividendResponseSchema, await withBrokerRefusal(() => screeners.highDividend(query)));
  });

  app.get('/api/screeners/week52-high-low', async (request) => {
    const query = parseInput(week52QuerySchema, request.query);
    return checkOutput(week52ResponseSchema, await withBrokerRefusal(() => screeners.week52(query)));
  });
}
