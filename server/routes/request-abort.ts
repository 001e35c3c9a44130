import type { FastifyReply } from 'fastify';

/**
 * Aborts when the browser goes away before its answer is sent (it switched symbol, closed the
 * tab): the scheduler then drops the request's upstream call if it is still queued
 * (docs/architecture.md#the-call-budget). The response's close, not the request's: the request
 * closes as soon as its body has been read.
 */
export function abortOnClientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
