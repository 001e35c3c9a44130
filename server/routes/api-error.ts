import type { FastifyReply } from 'fastify';
import type { ApiError as ApiErrorBody } from '../../src/contracts/common';

/** An error with the status, code and human message the browser should see. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfterSeconds?: number,
    /** What went wrong inside, for the server log only; never sent to the browser. */
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ApiError';
  }
}

/** Writes the one error shape of every BFF route: `{"error":{"code","message","retryAfterSeconds"?}}`. */
export function sendApiError(reply: FastifyReply, error: ApiError): FastifyReply {
  const body: ApiErrorBody = {
    error: { code: error.code, message: error.message, ...(error.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: error.retryAfterSeconds }) },
  };
  if (error.retryAfterSeconds !== undefined) void reply.header('retry-after', String(error.retryAfterSeconds));
  return reply.code(error.status).type('application/json').send(body);
}
