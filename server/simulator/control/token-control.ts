import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SimulatorRuntime } from '../http/runtime';
import type { parseBody as ParseBody } from './control-routes';

// No token named: every token the call can apply to, as if the user tapped every prompt.
const tokenSchema = z.strictObject({ token: z.string().min(1).optional() });
const checkSchema = z.strictObject({ enabled: z.boolean() });

/**
 * Stands in for the user's phone (docs/protocol.md#access-token): approving a PENDING token makes
 * it NORMAL; revoking makes any token INVALID. Naming a token the call cannot apply to is a 400.
 */
export function registerTokenControlRoutes(
  app: FastifyInstance,
  runtime: SimulatorRuntime,
  parseBody: typeof ParseBody,
): void {
  app.post('/_control/token/approve', async (request, reply) => {
    const body = parseBody(request, reply, tokenSchema);
    if (body === undefined) return reply;
    const approved = runtime.tokens.approve(body.token, runtime.serverClock.now());
    if (body.token !== undefined && approved.length === 0)
      return reply.code(400).send({
        error_code: 'ILLEGAL_PARAMETER',
        message: 'That token is not waiting for approval: it is unknown, already approved, revoked or expired.',
      });
    return reply.send({ approved });
  });

  app.post('/_control/token/revoke', async (request, reply) => {
    const body = parseBody(request, reply, tokenSchema);
    if (body === undefined) return reply;
    const revoked = runtime.tokens.revoke(body.token, runtime.serverClock.now());
    if (body.token !== undefined && revoked.length === 0)
      return reply.code(400).send({
        error_code: 'ILLEGAL_PARAMETER',
        message: 'That token cannot be revoked: it is unknown or already invalid.',
      });
    return reply.send({ revoked });
  });

  // The key's second factor switched on (or off) at the provider while a client runs: its config
  // call answers the new setting, and requests without a token are refused from then on.
  app.post('/_control/token/check', async (request, reply) => {
    const body = parseBody(request, reply, checkSchema);
    if (body === undefined) return reply;
    runtime.tokenCheck = body.enabled;
    return reply.send({ enabled: runtime.tokenCheck });
  });
}
