import type { FastifyInstance } from 'fastify';
import { sendApiError } from './api-error';
import { toApiError } from './to-api-error';

/** The one error policy of the BFF: JSON with a human message, never a stack trace. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const apiError = toApiError(error);
    if (apiError.status >= 500) request.log.error({ err: error }, 'request failed');
    return sendApiError(reply, apiError);
  });
}
