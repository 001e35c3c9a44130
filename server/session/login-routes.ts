import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { LoginTokens } from './login-tokens';
import { SESSION_COOKIE, SESSION_COOKIE_OPTIONS } from './session-cookie';
import type { SessionStore } from './session-store';

const loginQuerySchema = z.object({ token: z.string().max(200).optional() });

const INVALID_LOGIN_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in required</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>Sign in required</h1>
<p>This login link is not valid (each link works once). Open the newest login link printed in the
terminal where <code>npm start</code> runs.</p>
</body></html>`;

/** `GET /login?token=` exchanges the one-time token for a session; `DELETE /api/session` ends it. */
export function registerLoginRoutes(app: FastifyInstance, deps: { sessions: SessionStore; loginTokens: LoginTokens }): void {
  // No HEAD route: a link previewer's HEAD request must not use up the one-time token.
  app.get('/login', { exposeHeadRoute: false }, async (request, reply) => {
    const parsed = loginQuerySchema.safeParse(request.query);
    const token = parsed.success ? parsed.data.token : undefined;
    if (token === undefined || !deps.loginTokens.consume(token)) {
      return reply.code(401).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(INVALID_LOGIN_PAGE);
    }
    const id = deps.sessions.create();
    return reply.setCookie(SESSION_COOKIE, id, SESSION_COOKIE_OPTIONS).header('cache-control', 'no-store').redirect('/', 302);
  });

  app.delete('/api/session', async (request, reply) => {
    deps.sessions.end(request.cookies[SESSION_COOKIE]);
    return reply.clearCookie(SESSION_COOKIE, { path: '/' }).code(204).send();
  });
}
