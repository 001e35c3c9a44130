import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CSRF_HEADER, CSRF_HEADER_VALUE, SESSION_SECRET_HEADER } from '@contracts/session';
import { ApiError, sendApiError } from '@server/shared/api-error';
import { isAllowedOrigin } from './origin-check';
import { SESSION_COOKIE } from './session-cookie';
import type { SessionStore } from './session-store';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const NOT_SIGNED_IN = 'Not signed in. Open the login link printed in the terminal by npm start.';
export const SECRET_MISSING =
  `The session cookie alone is not enough: API requests must also carry the ${SESSION_SECRET_HEADER} header that only the ` +
  'dashboard page holds. Reload the dashboard, or open the newest login link printed in the terminal by npm start.';

/**
 * The BFF is the only door: every /api/* request, reads included, needs a valid session cookie
 * AND that session's secret in `x-dashboard-secret` (cookies are not scoped by port, so any
 * other server on 127.0.0.1 the browser visits receives the cookie; the secret lives only in
 * the SPA's origin). State changes also need an allowed Origin and `x-dashboard-request: 1`.
 * See docs/security.md#per-session-secret.
 */
export function registerSessionGuard(
  app: FastifyInstance,
  deps: { sessions: SessionStore; allowedOrigins: readonly string[] },
): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRequest(request)) return;
    const secret = request.headers[SESSION_SECRET_HEADER];
    const verdict = deps.sessions.authenticate(
      request.cookies[SESSION_COOKIE],
      typeof secret === 'string' ? secret : undefined,
    );
    if (verdict === 'no-session') return sendApiError(reply, new ApiError(401, 'UNAUTHENTICATED', NOT_SIGNED_IN));
    if (verdict === 'bad-secret') return sendApiError(reply, new ApiError(401, 'UNAUTHENTICATED', SECRET_MISSING));
    if (SAFE_METHODS.has(request.method)) return;
    const problem = csrfProblem(request, deps.allowedOrigins);
    if (problem !== null) return sendApiError(reply, new ApiError(403, 'FORBIDDEN', problem));
  });
}

/**
 * Decided by the route that matched, not the raw URL: the router percent-decodes the path, so a
 * raw-prefix check would let `/%61pi/accounts` reach the accounts route without a session.
 * Unmatched paths fall back to the raw URL so an unknown `/api/...` still answers 401.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  return (request.routeOptions.url ?? request.url).startsWith('/api/');
}

function csrfProblem(request: FastifyRequest, allowedOrigins: readonly string[]): string | null {
  if (!isAllowedOrigin(request.headers.origin, request.headers.host, allowedOrigins)) {
    return 'This request must come from the dashboard page itself (its Origin is not allowed).';
  }
  if (request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE)
    return `This request must carry the header ${CSRF_HEADER}: ${CSRF_HEADER_VALUE}.`;
  return null;
}
