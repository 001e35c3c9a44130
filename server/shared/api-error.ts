import type { FastifyReply } from 'fastify';
import type { ApiError as ApiErrorBody } from '@contracts/common';

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

/** The one error shape of every BFF answer: `{"error":{"code","message","retryAfterSeconds"?}}`. */
export function toErrorBody(error: ApiError): ApiErrorBody {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: error.retryAfterSeconds }),
    },
  };
}

/** Sends an error in the one shape, with `Retry-After` when the browser should wait. */
export function sendApiError(reply: FastifyReply, error: ApiError): FastifyReply {
  if (error.retryAfterSeconds !== undefined) void reply.header('retry-after', String(error.retryAfterSeconds));
  return reply.code(error.status).type('application/json').send(toErrorBody(error));
}
