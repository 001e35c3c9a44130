import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { createAccessTokens } from '../auth/access-tokens';
import { createNonceStore } from '../auth/nonce-store';
import { createPaperBroker, type PaperBroker } from '../broker/paper-broker';
import { registerControlRoutes, registerResetRoute } from '../control/control-routes';
import { createFaults } from '../control/faults';
import { createPublishedTrades } from '../control/published-trades';
import { createRequestLog } from '../control/request-log';
import { createServerClock } from '../control/server-clock';
import { createTradeEventService, type TradeEventService } from '../events/event-service';
import { createTradeEventBus, type TradeEventBus } from '../events/trade-event-bus';
import { createStreamService, type StreamService } from '../mqtt/stream-service';
import { reportServerErrors } from '../mqtt/tcp-listener';
import { attachMqttWebSocket } from '../mqtt/ws-upgrade';
import { groupLimits } from '../rate-limit/groups';
import { createSlidingWindowLimiter } from '../rate-limit/sliding-window';
import { createApiHandler, sendError, sendNotFound } from './api-pipeline';
import { OPERATIONS, operationRoutes } from './operations';
import type { SimulatorDeps, SimulatorRuntime } from './runtime';
import type { PathGeneration } from './handler-context';

/**
 * Builds the simulator's HTTP app without listening, so tests drive it with `app.inject()`
 * and the process entry decides where it listens.
 */
export function buildSimulatorApp(deps: SimulatorDeps): FastifyInstance {
  return buildSimulatorServer(deps).app;
}

/**
 * The app plus its streaming side. MQTT over WebSocket is served on the app's own HTTP server
 * (upgrade at /mqtt); the process entry adds the TCP listener for `stream.broker` and the gRPC
 * listener for `events`. Closing the app stops the pushes and drops every MQTT connection.
 */
export function buildSimulatorServer(plainDeps: SimulatorDeps): {
  app: FastifyInstance;
  stream: StreamService;
  events: TradeEventService;
  tradeEvents: TradeEventBus;
  /** The paper broker behind the order routes (tests read its records). */
  broker: PaperBroker;
} {
  // Control-published trades are layered over the model, so REST and pushes agree on them.
  const trades = createPublishedTrades(plainDeps.market);
  // One bus for the broker (HTTP side) and the gRPC trade-event stream.
  const tradeEvents = plainDeps.tradeEvents ?? createTradeEventBus();
  const deps: SimulatorDeps = { ...plainDeps, market: trades.market, tradeEvents };
  const stream = createStreamService({
    appKey: deps.appKey,
    wallNow: deps.wallNow,
    marketClock: deps.marketClock,
    trades,
    ...(deps.streamIntervalMs === undefined ? {} : { intervalMs: deps.streamIntervalMs }),
    quiet: deps.streamQuiet === true,
  });
  const nonces = createNonceStore();
  const serverClock = createServerClock(deps.wallNow);
  const events = createTradeEventService({
    bus: tradeEvents,
    appKey: deps.appKey,
    appSecret: deps.appSecret,
    nonces,
    // Signed metadata is checked against the simulator's own clock, like HTTP requests.
    wallNow: () => serverClock.now(),
    accountIds: () => deps.state.get().accounts.map((account) => account.account_id),
    ...(deps.authWindowMs === undefined ? {} : { windowMs: deps.authWindowMs }),
    ...(deps.eventsPingMs === undefined ? {} : { pingMs: deps.eventsPingMs }),
  });
  const broker = createPaperBroker({
    market: trades.market,
    state: deps.state,
    events: tradeEvents,
    now: () => deps.marketClock.now(),
  });
  broker.start();
  const runtime: SimulatorRuntime = {
    deps,
    stream,
    broker,
    events,
    nonces,
    limiter: createSlidingWindowLimiter(),
    limits: groupLimits(deps.marketDataLimit),
    faults: createFaults(),
    log: createRequestLog(),
    serverClock,
    tokens: createAccessTokens(),
    tokenCheck: deps.tokenCheck ?? false,
  };
  const app = Fastify({ logger: false, exposeHeadRoutes: false, genReqId: () => randomUUID().replaceAll('-', '') });
  const webSocket = attachMqttWebSocket(app.server, stream.broker);
  reportServerErrors(app.server, 'The HTTP server');
  // Before the HTTP server closes: it would otherwise wait for the upgraded /mqtt sockets.
  app.addHook('preClose', (done) => {
    webSocket.close();
    stream.close();
    broker.stop();
    done();
  });
  // A state write still in flight finishes before the simulator is closed, so whoever closes it
  // (a restart, a test that then removes the state file's folder) never races its rename.
  app.addHook('onClose', async () => {
    await deps.state.flush();
  });

  // Every response, errors and unknown routes included, carries X-Request-Id (docs/protocol.md#errors).
  // Every response is dated by the simulator's own clock, as a provider's gateway dates its answers
  // (clients measure their skew from it: docs/protocol.md#clock-and-nonce).
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('X-Request-Id', request.id);
    void reply.header('Date', new Date(serverClock.now()).toUTCString());
  });

  // Keep every body as the exact text received: the signature hashes those bytes, and JSON is
  // parsed only after authentication.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    done(null, body);
  });

  const groupByPath = new Map<string, string>();
  for (const operation of OPERATIONS) {
    for (const { path, generation } of operationRoutes(operation)) {
      if (!serves(deps.pathGenerations ?? 'both', generation)) continue;
      groupByPath.set(path, operation.group);
      app.route({ method: operation.method, url: path, handler: createApiHandler(operation, generation, runtime) });
    }
  }
  if (deps.controlEnabled) registerControlRoutes(app, runtime);
  else if (deps.resetEnabled === true) registerResetRoute(app, runtime);

  app.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    if (path.startsWith('/_control/') && (deps.controlEnabled || deps.resetEnabled === true)) return;
    runtime.log.add({ at: deps.wallNow(), path, group: groupByPath.get(path) ?? null, status: reply.statusCode });
  });

  // Unknown routes answer like the provider's gateway, not in the API's error format (8.1).
  app.setNotFoundHandler(async (_request, reply) => sendNotFound(reply));

  // One error policy: client errors say what was wrong, server errors never leak details.
  app.setErrorHandler(async (error, _request, reply) => {
    const status =
      typeof error === 'object' && error !== null && 'statusCode' in error && typeof error.statusCode === 'number'
        ? error.statusCode
        : 500;
    if (status >= 400 && status < 500) {
      const message = error instanceof Error ? error.message : 'Bad request.';
      return sendError(reply, status, 'ILLEGAL_PARAMETER', message);
    }
    return sendError(reply, 500, 'INTERNAL_ERROR', 'Internal error.');
  });
  return { app, stream, events, tradeEvents, broker };
}

function serves(served: 'both' | 'v2' | 'v3', generation: PathGeneration): boolean {
  return served === 'both' || (served === 'v2' ? generation === 'gen2' : generation === 'gen3');
}
