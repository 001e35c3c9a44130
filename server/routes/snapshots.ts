import type { FastifyInstance } from 'fastify';
import { snapshotListSchema, snapshotQuerySchema } from '@contracts/market-data';
import type { Broker } from '../upstream/broker';
import { checkOutput, parseInput } from '@server/shared/parse-input';
import { abortOnClientGone } from './request-abort';

/**
 * `GET /api/snapshots?symbols=A,B[&priority=secondary]`: one snapshot per symbol, in the order
 * asked. A secondary ask waits behind what the trader waits for and is dropped while queued when
 * the browser goes (docs/architecture.md#the-call-budget).
 */
export function registerSnapshotRoutes(app: FastifyInstance, broker: Broker): void {
  app.get('/api/snapshots', async (request, reply) => {
    const { symbols, priority } = parseInput(snapshotQuerySchema, request.query);
    const options = priority === undefined ? {} : { priority, signal: abortOnClientGone(reply) };
    return checkOutput(snapshotListSchema, await broker.getSnapshots(symbols, options));
  });
}
