import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SimulatorRuntime } from '../http/runtime';
import { guardControlRequest } from './control-guard';
import { registerEventsControlRoutes } from './events-control';
import { registerLookControlRoute } from './look-control';
import { faultsSchema } from './faults';
import { registerForeignOrderControlRoute } from './foreign-order-control';
import { serverClockSchema } from './server-clock';
import { registerMarketControlRoutes } from './market-control';
import { registerStreamControlRoutes } from './stream-control';
import { registerTokenControlRoutes } from './token-control';

const clockSchema = z
  .strictObject({
    now: z.number().int().nonnegative().nullable(),
    /** Load mode: market seconds per wall second from `now` (1-60); absent, the clock stands still. */
    speed: z.number().positive().max(60, 'at most 60 market seconds per wall second').optional(),
  })
  .refine((body) => body.now !== null || body.speed === undefined, {
    message: 'speed needs a market time to start from (now)',
    path: ['speed'],
  });

/**
 * The test-only control surface (plain JSON, not signed), registered only when SIM_CONTROL=1.
 * Without it these paths are unknown routes like any other. Its routes share one scope whose
 * guard refuses what a web page could send (control-guard.ts).
 */
export function registerControlRoutes(app: FastifyInstance, runtime: SimulatorRuntime): void {
  void app.register((scope, _options, done) => {
    scope.addHook('onRequest', guardControlRequest);
    registerRoutes(scope, runtime);
    done();
  });
}

/**
 * Only `POST /_control/reset` (SIM_CONTROL=reset): what the dashboard's "Reset paper account"
 * calls on the simulator it started, without the rest of the test-only surface (faults, clock
 * pins, market moves). Behind the same guard.
 */
export function registerResetRoute(app: FastifyInstance, runtime: SimulatorRuntime): void {
  void app.register((scope, _options, done) => {
    scope.addHook('onRequest', guardControlRequest);
    resetRoute(scope, runtime);
    done();
  });
}

function resetRoute(app: FastifyInstance, runtime: SimulatorRuntime): void {
  const { deps } = runtime;
  app.post('/_control/reset', async (_request, reply) => {
    runtime.faults.clear();
    runtime.limiter.clear();
    deps.marketClock.pin(null);
    runtime.serverClock.setOffset(0);
    runtime.tokens.clear();
    runtime.tokenCheck = deps.tokenCheck ?? false;
    runtime.stream.reset();
    runtime.events.reset();
    runtime.log.clear();
    await deps.state.replace(deps.seedState(deps.marketClock.now()));
    return reply.send({ ok: true });
  });
}

function registerRoutes(app: FastifyInstance, runtime: SimulatorRuntime): void {
  const { deps } = runtime;

  resetRoute(app, runtime);

  app.post('/_control/clock', async (request, reply) => {
    const body = parseBody(request, reply, clockSchema);
    if (body === undefined) return reply;
    deps.marketClock.pin(body.now, body.speed);
    return reply.send({ now: deps.marketClock.pinned(), speed: deps.marketClock.speed() });
  });

  // The simulator's own clock, off the wall clock by offset_ms: its Date header and the x-timestamp
  // window follow it, as with a provider whose clock differs from the client's.
  app.post('/_control/server-clock', async (request, reply) => {
    const body = parseBody(request, reply, serverClockSchema);
    if (body === undefined) return reply;
    runtime.serverClock.setOffset(body.offset_ms);
    return reply.send({ offset_ms: runtime.serverClock.offsetMs() });
  });

  app.post('/_control/faults', async (request, reply) => {
    const body = parseBody(request, reply, faultsSchema);
    if (body === undefined) return reply;
    runtime.faults.set(body);
    return reply.send({ faults: body });
  });

  app.get('/_control/stats', async (_request, reply) => reply.send({ requests: runtime.log.list() }));
  // A published print is part of the market: the paper broker works its orders against it at once.
  registerStreamControlRoutes(app, runtime.stream, parseBody, () => runtime.broker.step());
  registerMarketControlRoutes(app, runtime, parseBody);
  registerEventsControlRoutes(app, runtime.events, parseBody);
  registerTokenControlRoutes(app, runtime, parseBody);
  registerLookControlRoute(app, runtime);
  registerForeignOrderControlRoute(app, runtime, parseBody);
}

/** Parses a control body with `schema`, or answers 400 ILLEGAL_PARAMETER and returns undefined. */
export function parseBody<T>(request: FastifyRequest, reply: FastifyReply, schema: z.ZodType<T>): T | undefined {
  let json: unknown;
  try {
    json = typeof request.body === 'string' && request.body !== '' ? JSON.parse(request.body) : {};
  } catch {
    void reply.code(400).send({ error_code: 'ILLEGAL_PARAMETER', message: 'Body is not valid JSON.' });
    return undefined;
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const message = parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ');
    void reply.code(400).send({ error_code: 'ILLEGAL_PARAMETER', message });
    return undefined;
  }
  return parsed.data;
}
