import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { misdirectedRefusal } from '../session/host-allowlist';
import { SECURITY_HEADERS } from '../session/security-headers';
import { sendApiError } from '@server/shared/api-error';
import { answerClientError } from './client-error';
import { logFailure } from './log-failure';
import { answerMethodNotAllowed } from './method-not-allowed';
import { toApiError } from './to-api-error';

/**
 * The one error policy of the BFF: every refusal, whoever makes it (a route, Fastify's body
 * parser or router, Node's HTTP parser), is JSON with a human message, never a stack trace, and
 * is logged by what it means (`log-failure.ts`). Call before any route is registered.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => answer(error, request, reply));
  // Only JSON bodies are read. No route takes text/plain, and it is a body type any other page
  // can send without a preflight; without this parser it is a 415 like every non-JSON body.
  app.removeContentTypeParser('text/plain');
  answerMethodNotAllowed(app);
  // Once listening, the server's own 'error' (accepting a connection fails, e.g. no file
  // descriptors left under a flood of connections) is logged: unheard, it would end the BFF.
  // Fastify listens for it only while starting to listen.
  app.server.on('error', (error) => {
    if (app.server.listening) app.log.error(`the HTTP server: ${error.message}`);
  });
}

/**
 * Fastify options that route its own early refusals through the same policy: a broken
 * %-escape or an over-long path segment (refused by the router before any hook runs), and what
 * Node's HTTP parser refuses (over-large headers or address, bytes that are not HTTP). No hook
 * runs for the router's refusals, so they get here what the hooks give every other answer: the
 * security headers, `no-store`, and the Host check first (docs/security.md#headers).
 */
export const errorPolicyOptions = {
  frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    void reply.headers({ ...SECURITY_HEADERS, 'cache-control': 'no-store' });
    const misdirected = misdirectedRefusal(request);
    if (misdirected !== null) void sendApiError(reply, misdirected);
    else void answer(error, request, reply);
  },
  clientErrorHandler: answerClientError,
};

function answer(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  // The route's own body limit, so a 413 says the limit that applied (server/routes/body-limits.ts).
  const apiError = toApiError(error, request.routeOptions.bodyLimit);
  logFailure(request.log, `${request.method} ${request.url.split('?')[0] ?? ''}`, error, apiError);
  return sendApiError(reply, apiError);
}
