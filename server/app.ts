import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config/config';
import { closeInFlightAfter } from './close-in-flight';
import { attachRelay } from './relay/attach-relay';
import type { TokenStatusSource } from './relay/status-sources';
import { registerTokenRoutes, type TokenControl } from './routes/access-token';
import { registerAccountRoutes } from './routes/accounts';
import { registerAlertRoutes } from './routes/alerts';
import type { AlertService } from './alerts/alert-service';
import { ApiError, sendApiError } from '@server/shared/api-error';
import { registerBarRoutes } from './routes/bars';
import { registerDepthRoutes } from './routes/depth';
import { registerDrawingRoutes, type DrawingRecords } from './routes/drawings';
import { errorPolicyOptions, registerErrorHandler } from './routes/error-handler';
import { registerFundamentalsRoutes } from './routes/fundamentals';
import { registerInstrumentRoutes } from './routes/instruments';
import { registerLayoutRoutes, type LayoutRecords } from './routes/layout';
import { registerScreenerRoutes } from './routes/screeners';
import { registerMarketClockRoute } from './routes/market-clock';
import { registerClockSkewRoute } from './routes/clock-skew';
import { registerClosePositionRoute } from './routes/close-position';
import { registerOrderRoutes } from './routes/orders';
import { registerExecutionRoutes } from './routes/executions';
import { registerPaperAccountRoutes, type PaperAccountControl } from './routes/paper-account';
import { registerPortfolioRoutes } from './routes/portfolio';
import { redactedLogger, registerAnswerRedaction } from './routes/redaction';
import { registerSessionRoute } from './routes/session';
import { registerSnapshotRoutes } from './routes/snapshots';
import { registerTickRoutes } from './routes/ticks';
import { registerWatchlistRoutes } from './routes/watchlists';
import { createHostAllowlist, registerHostGuard } from './session/host-allowlist';
import { registerLoginRoutes } from './session/login-routes';
import type { LoginTokens } from './session/login-tokens';
import { registerSecurityHeaders } from './session/security-headers';
import { registerSessionGuard } from './session/session-guard';
import { SessionStore } from './session/session-store';
import { registerSpa, sendSpaPage } from './static/serve-spa';
import type { Broker } from './upstream/broker';
import type { MarketFeed } from './upstream/stream/market-feed';
import type { Scheduler } from './upstream/client/scheduler';
import type { DiagnosticsCollector } from './diagnostics/diagnostics-collector';
import type { InstrumentTrading } from '@contracts/instruments';
import type { OrderService } from './upstream/trading/order-service';
import type { TradingFeed } from './upstream/trading/trading-feed';
import { systemClock, type Clock } from '@server/shared/clock';
import type { SecretValues } from './upstream/client/redact-secrets';

export interface AppOptions {
  config: Pick<Config, 'allowedOrigins' | 'serveSpa'> & Partial<Pick<Config, 'publicUrl' | 'sessionLifetimes'>>;
  broker: Broker;
  loginTokens: LoginTokens;
  /**
   * Whose saved state every session of this BFF reads and writes: `userIdOf` the broker key
   * (docs/decisions/0074-whose-layout-the-holder-of-the-broker-key.md). `GET /api/session` says it.
   */
  userId: string;
  /** Price alerts (docs/alerts.md): /api/alerts, and the relay's `alerts/<user>` topic. */
  alerts: AlertService;
  /** Session lifetimes and sweeping run on it; the system clock by default. */
  clock?: Clock;
  /** Folder of the built SPA; `dist/` by default. */
  spaDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Blanked out of every log line and answer: the key, the secret, the tokens (docs/security.md). */
  redact?: SecretValues;
  /** The live feed, relayed to browsers as MQTT over WebSocket at /mqtt; without it, no /mqtt. */
  feed?: MarketFeed;
  /** The upstream call budget, relayed beside the feed on `status/budget`. */
  budget?: Pick<Scheduler, 'status' | 'onChange'>;
  /** The provider's second-factor token: /api/token, and relayed on `status/token`; without it, neither. */
  accessToken?: TokenControl & TokenStatusSource;
  /** The BFF's diagnostics, relayed beside the feed on `status/diagnostics`. */
  diagnostics?: Pick<DiagnosticsCollector, 'snapshot' | 'onChange'>;
  /** The browser sessions; a caller passes its own to attach a relay itself (the relay bench). */
  sessions?: SessionStore;
  /** Orders, balances and positions (docs/trading.md); without it, no trading routes or topics. */
  trading?: {
    orders: OrderService;
    feed: TradingFeed;
    instrumentTrading: (symbol: string) => Promise<InstrumentTrading | null>;
  };
  /** Saved dashboard layouts (docs/layout.md) and whose they are; without it, no /api/layout. */
  layouts?: { records: LayoutRecords; userId: string };
  /** Chart drawings per symbol (docs/chart-research.md#drawings) and whose they are; without it, no /api/drawings. */
  drawings?: { records: DrawingRecords; userId: string };
  /** "Reset paper account" (docs/store.md#resetting-the-paper-account); without it, no route. */
  paperAccount?: PaperAccountControl;
}

/**
 * Builds the BFF without listening, so tests drive it with `app.inject()`. Layers: cookies,
 * security headers, the Host allowlist and the session guard, then the login routes, the API
 * routes, and last the built SPA.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: redactedLogger(options.logger, options.redact),
    trustProxy: false,
    ...errorPolicyOptions,
  });
  await app.register(fastifyCookie);
  registerAnswerRedaction(app, options.redact);
  await registerSecurityHeaders(app);
  const clock = options.clock ?? systemClock;
  const sessions = options.sessions ?? new SessionStore(clock, options.config.sessionLifetimes);
  // Expired sessions go (and their live sockets close) even if nobody asks for them again.
  const stopSweeping = sessions.startSweeping();
  app.addHook('onClose', (_instance, done) => {
    stopSweeping();
    done();
  });
  closeInFlightAfter(app);
  const hosts = createHostAllowlist(app.server, options.config.publicUrl);
  registerErrorHandler(app);
  registerHostGuard(app, hosts);
  registerSessionGuard(app, { sessions, allowedOrigins: options.config.allowedOrigins });
  registerLoginRoutes(app, { sessions, loginTokens: options.loginTokens });
  if (options.feed !== undefined) {
    const relay = attachRelay(app.server, {
      feed: options.feed,
      ...(options.trading === undefined ? {} : { trading: options.trading.feed }),
      watchlists: options.broker.watchlists,
      ...(options.budget === undefined ? {} : { budget: options.budget }),
      ...(options.accessToken === undefined ? {} : { token: options.accessToken }),
      ...(options.diagnostics === undefined ? {} : { diagnostics: options.diagnostics }),
      alerts: { notices: options.alerts, userId: options.userId },
      sessions,
      hosts,
      allowedOrigins: options.config.allowedOrigins,
      log: (line) => {
        app.log.warn(line);
      },
    });
    // Before the server stops listening: open WebSockets would otherwise hold the close up.
    app.addHook('preClose', async () => {
      await relay.close();
    });
  }
  registerSessionRoute(app, options.broker, sessions, options.userId);
  for (const register of [
    registerMarketClockRoute,
    registerClockSkewRoute,
    registerAccountRoutes,
    registerInstrumentRoutes,
    registerSnapshotRoutes,
    registerBarRoutes,
    registerDepthRoutes,
    registerTickRoutes,
    registerFundamentalsRoutes,
    registerWatchlistRoutes,
    registerScreenerRoutes,
  ]) {
    register(app, options.broker);
  }
  if (options.accessToken !== undefined) registerTokenRoutes(app, options.accessToken);
  if (options.trading !== undefined) {
    registerOrderRoutes(app, options.trading.orders, clock, options.trading.instrumentTrading);
    registerPortfolioRoutes(app, options.trading.orders, options.trading.instrumentTrading);
    registerExecutionRoutes(app, options.trading.orders);
    registerClosePositionRoute(app, options.trading.orders);
  }
  if (options.layouts !== undefined) registerLayoutRoutes(app, { ...options.layouts, clock });
  if (options.drawings !== undefined) registerDrawingRoutes(app, { ...options.drawings, clock });
  if (options.paperAccount !== undefined) registerPaperAccountRoutes(app, options.paperAccount);
  registerAlertRoutes(app, { alerts: options.alerts, userId: options.userId });
  const serveSpa = await registerSpa(app, { root: options.spaDir ?? 'dist', enabled: options.config.serveSpa });
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET') {
      return sendApiError(
        reply,
        new ApiError(404, 'NOT_FOUND', `No such endpoint: ${request.method} ${request.url.split('?')[0] ?? ''}`),
      );
    }
    // Client-side routes of the SPA all load the same page.
    if (serveSpa) return sendSpaPage(request, reply);
    return reply
      .code(404)
      .type('text/plain; charset=utf-8')
      .send('The dashboard is not built here. Run `npm start` (it builds the SPA first).');
  });
  return app;
}
