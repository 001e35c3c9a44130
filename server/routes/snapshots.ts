import type { FastifyInstance } from 'fastify';
import { snapshotListSchema, snapshotQuerySchema } from '@contracts/market-data';
import type { Broker } from '../upstream/broker';
import { checkOutput, parseInput } from '@server/shared/parse-input';

/** `GET /api/snapshots?symbols=A,B`: one snapshot per symbol, in the order asked. */
export function registerSnapshotRoutes(app: FastifyInstance, broker: Broker): void {
  app.get('/api/snapshots', async (request) => {
    const { symbols } = parseInput(snapshotQuerySchema, request.query);
    return checkOutput(snapshotListSchema, await broker.getSnapshots(symbols));
  });
}
