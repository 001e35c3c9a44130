import type { FastifyInstance } from 'fastify';
import { noBodySchema } from '@contracts/common';
import { tokenStatusSchema, type TokenStatus } from '@contracts/token';
import { checkOutput, parseBody } from '@server/shared/parse-input';

/** The token keeper as the routes see it (server/upstream/access-token/token-keeper.ts). */
export interface TokenControl {
  status(): TokenStatus;
  renew(): Promise<TokenStatus>;
}

/**
 * `GET /api/token`: the second-factor token's state (never the token itself).
 * `POST /api/token/renew`: asks the provider for a new token after a rejected or expired one (the
 * screen's one button); in any other state it changes nothing and answers the state.
 */
export function registerTokenRoutes(app: FastifyInstance, token: TokenControl): void {
  app.get('/api/token', (_request, reply) => reply.send(checkOutput(tokenStatusSchema, token.status())));
  app.post('/api/token/renew', async (request, reply) => {
    parseBody(request, noBodySchema);
    return reply.send(checkOutput(tokenStatusSchema, await token.renew()));
  });
}
