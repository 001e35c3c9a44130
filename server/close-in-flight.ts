import type { FastifyInstance } from 'fastify';

/** How long a request already being answered may go on once the BFF is stopping. */
export const IN_FLIGHT_GRACE_MS = 2_000;

/**
 * Bounds how long closing the server waits for the requests it is answering: Node closes the
 * idle keep-alive connections at once, but waits for a busy one until its answer is sent, and
 * an answer may be queued behind the provider's rate budget for many seconds. After
 * `graceMs` every connection still open is closed; the browser retries against the next BFF,
 * and an order in flight is resolved from the journal as after a crash
 * (docs/architecture.md#process-lifetimes).
 */
export function closeInFlightAfter(app: FastifyInstance, graceMs = IN_FLIGHT_GRACE_MS): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('preClose', (done) => {
    timer = setTimeout(() => {
      app.server.closeAllConnections();
    }, graceMs);
    timer.unref();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    clearTimeout(timer);
    done();
  });
}
