import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { noBodySchema } from '@contracts/common';
import { SESSION_SECRET_FRAGMENT_KEY } from '@contracts/session';
import { parseBody } from '@server/shared/parse-input';
import { expiredLoginPage, INVALID_LOGIN_PAGE, LOGIN_PAGE_STYLE_HASH } from './login-pages';
import type { LoginTokens } from './login-tokens';
import { cspDirectives } from './security-headers';
import { SESSION_COOKIE, SESSION_COOKIE_OPTIONS } from './session-cookie';
import type { SessionStore } from './session-store';

const loginQuerySchema = z.object({ token: z.string().max(200).optional() });

/**
 * `GET /login?token=` exchanges the one-time token for a session: the cookie, and the session's
 * secret in the redirect's fragment (`/#secret=...`). A fragment is never sent to any server,
 * so nothing that sees the cookie (another server on 127.0.0.1) ever sees the secret; the SPA
 * keeps it in its origin's storage. `DELETE /api/session` ends the session.
 */
export function registerLoginRoutes(
  app: FastifyInstance,
  deps: { sessions: SessionStore; loginTokens: LoginTokens },
): void {
  const pageCsp = { contentSecurityPolicy: { useDefaults: false, directives: cspDirectives([LOGIN_PAGE_STYLE_HASH]) } };
  // No HEAD route: a link previewer's HEAD request must not use up the one-time token.
  app.get('/login', { exposeHeadRoute: false, helmet: pageCsp }, async (request, reply) => {
    const parsed = loginQuerySchema.safeParse(request.query);
    const token = parsed.success ? parsed.data.token : undefined;
    const attempt = token === undefined ? 'invalid' : deps.loginTokens.consume(token);
    if (attempt !== 'ok') {
      const html =
        attempt === 'expired' ? expiredLoginPage(Math.round(deps.loginTokens.ttlMs / 60_000)) : INVALID_LOGIN_PAGE;
      return reply.code(401).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    }
    // A new login replaces this browser's previous session: its secret stops working and its
    // live sockets close, so a copy of the old pair is worth nothing.
    deps.sessions.end(request.cookies[SESSION_COOKIE], 'replaced');
    const session = deps.sessions.create();
    const fragment = new URLSearchParams({ [SESSION_SECRET_FRAGMENT_KEY]: session.secret }).toString();
    return reply
      .setCookie(SESSION_COOKIE, session.id, SESSION_COOKIE_OPTIONS)
      .header('cache-control', 'no-store')
      .redirect(`/#${fragment}`, 302);
  });

  app.delete('/api/session', async (request, reply) => {
    parseBody(request, noBodySchema);
    deps.sessions.end(request.cookies[SESSION_COOKIE], 'logout');
    return reply.clearCookie(SESSION_COOKIE, { path: '/' }).code(204).send();
  });
}
