import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../src/contracts/session';
import { ApiError, sendApiError } from '../routes/api-error';
import { isAllowedOrigin } from './origin-check';
import { SESSION_COOKIE } from './session-cookie';
import type { SessionStore } from './session-store';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The BFF is the only door: every /api/* request needs a valid session cookie, and every
 * state-changing one also an allowed Origin and the static `x-dashboard-request: 1` header (a
 * cross-site form cannot set it, and SameSite=Strict already keeps the cookie off such requests).
 */
export function registerSessionGuard(app: FastifyInstance, deps: { sessions: SessionStore; allowedOrigins: readonly string[] }): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRequest(request)) return;
    if (!deps.sessions.isValid(request.cookies[SESSION_COOKIE])) {
      return sendApiError(reply, new ApiError(401, 'UNAUTHENTICATED', 'Not signed in. Open the login link printed in the terminal by npm start.'));
    }
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
function isApiRequest(request: FastifyRequest): boolean {
  return (request.routeOptions.url ?? request.url).startsWith('/api/');
}

function csrfProblem(request: FastifyRequest, allowedOrigins: readonly string[]): string | null {
  if (!isAllowedOrigin(request.headers.origin, request.headers.host, allowedOrigins)) {
    return 'This request must come from the dashboard page itself (its Origin is not allowed).';
  }
  if (request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) return `This request must carry the header ${CSRF_HEADER}: ${CSRF_HEADER_VALUE}.`;
  return null;
}
