import type { FastifyInstance } from 'fastify';
import { sessionInfoSchema } from '@contracts/session';
import { SESSION_COOKIE } from '../session/session-cookie';
import type { SessionStore } from '../session/session-store';
import type { Broker } from '../upstream/broker';
import { checkOutput } from '@server/shared/parse-input';

/**
 * `GET /api/session`: paper or live, region, path generation, whose state it is (`user`: the
 * relay's `alerts/<user>` topic), and this browser session's lifetime.
 */
export function registerSessionRoute(
  app: FastifyInstance,
  broker: Broker,
  sessions: SessionStore,
  userId: string,
): void {
  app.get('/api/session', (request, reply) => {
    const endsAt = sessions.endsAt(request.cookies[SESSION_COOKIE]);
    const lifetime =
      endsAt === null ? {} : { lifetime: { ends_at: endsAt, idle_timeout_ms: sessions.lifetimes.idleMs } };
    return reply.send(checkOutput(sessionInfoSchema, { ...broker.info, user: userId, ...lifetime }));
  });
}
