import type { FastifyInstance } from 'fastify';
import { accountListSchema } from '@contracts/accounts';
import type { Broker } from '../upstream/broker';
import { checkOutput } from '@server/shared/parse-input';

/** `GET /api/accounts`: the app key's accounts. */
export function registerAccountRoutes(app: FastifyInstance, broker: Broker): void {
  app.get('/api/accounts', async () => checkOutput(accountListSchema, await broker.listAccounts()));
}
