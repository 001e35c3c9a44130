import type { FastifyServerOptions } from 'fastify';
import { buildApp } from './app';
import { createAlertService } from './alerts/create-alert-service';
import type { StreamQuota } from './alerts/stream-quota';
import type { Config } from './config/config';
import type { Upstream } from './connect-upstream';
import { createDiagnosticsCollector } from './diagnostics/diagnostics-collector';
import { SIMULATOR_SYMBOL_QUOTA } from './diagnostics/market-stream-watch';
import { tokenSources } from './diagnostics/token-sources';
import { createUpstreamErrorLog } from './diagnostics/upstream-error-log';
import type { LoginTokens } from './session/login-tokens';
import { userIdOf } from './session/user-id';
import type { Store } from './store/open-store';
import { createTokenKeeper, type TokenKeeper } from './upstream/access-token/token-keeper';
import { LIVE_ACCOUNT_NOT_RESET, type PaperAccountControl } from './routes/paper-account';
import { createBroker, type Broker } from './upstream/broker';
import { createPaperAccountResetter } from './paper-account-reset';
import { createClockSkewTracker } from './upstream/client/clock-skew';
import { findGeneration, type PathGeneration } from './upstream/client/find-generation';
import { createUpstreamClient, type UpstreamClient } from './upstream/client/http-client';
import { createMarketTimeTracker } from './upstream/client/market-time';
import { redactSecrets } from './upstream/client/redact-secrets';
import type { Clock } from '@server/shared/clock';
import type { Transport } from './upstream/client/transport';
import { usCalendarSessionAt } from './upstream/client/market-session';
import {
  createStarterWatchlist,
  withStarterWatchlist,
  type StarterWatchlist,
} from './upstream/research/starter-watchlist';
import { startMarketFeed } from './upstream/stream/start-market-feed';
import { startTrading } from './upstream/trading/start-trading';
import type { OrderService } from './upstream/trading/order-service';

/** What the BFF is built from: `server/main.ts` passes the real parts, tests fakes or a simulator. */
export interface BffParts {
  config: Config;
  /** Where the provider (or the simulator) is, and the app key's credentials. */
  upstream: Pick<Upstream, 'baseUrl' | 'mqttUrl' | 'eventsUrl' | 'appKey' | 'appSecret'>;
  /** The order journal, layouts and token records; opened (and closed) by the caller. */
  store: Store;
  /** How signed HTTP requests reach the upstream (node:http in the process). */
  transport: Transport;
  /** Time for signing, the scheduler, sessions and the token keeper. */
  clock: Clock;
  /** The login links; the caller prints them. */
  loginTokens: LoginTokens;
  /** One line from a service, by service, for the caller to print. */
  log: (source: 'token' | 'stream' | 'trading' | 'upstream' | 'alerts', line: string) => void;
  logger?: FastifyServerOptions['logger'];
  /**
   * Paper mode as `npm start` runs it: a new paper account (and one started over with "Reset
   * paper account") gets the starter watchlist when its lists are first read. Left out, none.
   */
  starterWatchlist?: { newAccount: boolean };
}

/**
 * The configured path generation, or with `auto` the one a probe finds
 * (docs/decisions/0005-the-path-generation-is-found-at-start.md); `said` is the probe's finding.
 */
async function pathGenerationOf(
  config: Config,
  clientFor: (generation: PathGeneration) => UpstreamClient,
): Promise<{ generation: PathGeneration; said: string | null }> {
  if (config.pathGeneration !== 'auto') return { generation: config.pathGeneration, said: null };
  return findGeneration(clientFor);
}

/**
 * Builds the BFF's services over one upstream and the app that serves them, without listening:
 * the one wiring of every route and service, so what `main.ts` serves is what the API tests
 * fuzz and knock on (docs/testing.md#where-the-server-tests-are). The caller closes the services it got back, then the
 * store.
 */
export async function buildBff(parts: BffParts) {
  const { config, upstream, store, clock } = parts;
  // The simulator states its market time on every answer; the provider never does (real time).
  const marketTime = createMarketTimeTracker(() => clock.now());
  // The broker's clock from its Date headers: signing follows it when ours is far off.
  const clockSkew = createClockSkewTracker();
  // The second-factor token, when the provider asks for one: created once the client exists, which
  // it feeds (the token goes on every request) and through which it is itself asked for.
  let tokenKeeper: TokenKeeper | null = null;
  // What no log line, answer or diagnostics snapshot may hold, should a message quote one: the
  // key, the secret and every token the keeper has had (docs/security.md#what-never-leaves-the-bff).
  const secrets = () => [upstream.appKey, upstream.appSecret, ...(tokenKeeper?.knownTokens() ?? [])];
  const log = (source: Parameters<BffParts['log']>[0], line: string) => {
    parts.log(source, redactSecrets(line, secrets()));
  };
  // Upstream refusals for the diagnostics panel, with those blanked.
  const upstreamErrors = createUpstreamErrorLog({ redact: secrets });
  const signed = {
    baseUrl: upstream.baseUrl,
    appKey: upstream.appKey,
    appSecret: upstream.appSecret,
    algorithm: config.signatureAlgorithm,
    transport: parts.transport,
    now: () => clock.now(),
  };
  const paths = await pathGenerationOf(config, (generation) =>
    createUpstreamClient({ ...signed, generation, clockSkew }),
  );
  if (paths.said !== null) log('upstream', paths.said);
  const generation = paths.generation;
  const client = createUpstreamClient({
    ...signed,
    generation,
    marketTime,
    clockSkew,
    accessToken: {
      forRequest: () => tokenKeeper?.forRequest() ?? Promise.resolve(null),
      refused: (token) => {
        tokenKeeper?.refused(token);
      },
    },
    onFailure: (failure) => {
      upstreamErrors.record(failure);
    },
  });
  const accessToken = createTokenKeeper({
    client,
    records: store.tokens,
    userId: userIdOf(upstream.appKey),
    clock,
    brokerOffsetMs: () => clockSkew.current().offset_ms ?? 0,
    log: (line) => {
      log('token', line);
    },
  });
  tokenKeeper = accessToken;
  void accessToken.start();
  // Answers past their refresh time are never served again: a start clears them away.
  store.research.dropStale(clock.now()).catch((error: unknown) => {
    log('upstream', `research cache cleanup failed: ${String(error)}`);
  });
  const mode = config.upstream.mode;
  const plainBroker = createBroker({
    client,
    clock,
    marketTime,
    clockSkew,
    marketDataLimit: config.marketDataLimit,
    research: store.research,
    log: (line) => {
      log('upstream', line);
    },
    info: {
      mode,
      region: config.upstream.mode === 'live' ? config.upstream.region : 'simulator',
      pathGeneration: generation,
    },
  });
  const starter =
    parts.starterWatchlist === undefined
      ? null
      : createStarterWatchlist(plainBroker.watchlists, {
          newAccount: parts.starterWatchlist.newAccount,
          log: (line) => {
            log('upstream', line);
          },
        });
  const broker = starter === null ? plainBroker : withStarterWatchlist(plainBroker, starter);
  const feed = startMarketFeed({
    client,
    broker,
    mqttUrl: upstream.mqttUrl,
    appKey: upstream.appKey,
    ...config.stream,
    clock,
    log: (line) => {
      log('stream', line);
    },
  });
  const trading = startTrading({
    listAccountIds: async () => (await broker.listAccounts()).map((a) => a.account_id),
    client,
    scheduler: broker.scheduler,
    journal: store.journal,
    clock,
    generation,
    eventsUrl: upstream.eventsUrl,
    appKey: upstream.appKey,
    appSecret: upstream.appSecret,
    algorithm: config.signatureAlgorithm,
    signingCorrectionMs: () => clockSkew.correctionMs(),
    marketNow: () => broker.marketClock().market_time,
    market: {
      sessionNow: () => usCalendarSessionAt(broker.marketClock().market_time),
      quote: async (symbol, session) => {
        const [snapshot] = await broker.getSnapshots([symbol]);
        // Overnight the book is the overnight venue's (docs/protocol.md#market-data).
        if (session === 'NIGHT')
          return { bid: snapshot?.ovn_bid ?? snapshot?.bid, ask: snapshot?.ovn_ask ?? snapshot?.ask };
        return { bid: snapshot?.bid, ask: snapshot?.ask };
      },
    },
    log: (line) => {
      log('trading', line);
    },
  });
  const diagnostics = createDiagnosticsCollector({
    connection: {
      mode,
      region: broker.info.region,
      host: new URL(upstream.baseUrl).host,
      path_generation: generation,
      ...(paths.said === null ? {} : { path_generation_found: paths.said }),
    },
    scheduler: broker.scheduler,
    errors: upstreamErrors,
    feed,
    tradeEvents: trading.eventStream,
    clockSkew,
    ...tokenSources(accessToken),
    clock,
  });
  const paperAccount = paperAccountControl(parts, broker, trading.orders, starter);
  // Judged on the one upstream stream, so they fire with every tab closed (docs/alerts.md).
  const alerts = createAlertService({
    store: store.alerts,
    feed,
    clock,
    marketNow: () => broker.marketClock().market_time,
    quota: streamQuota(config),
    symbols: broker.directory,
    log: (line) => {
      log('alerts', line);
    },
    firstRevision: clock.now(),
  });
  const app = await buildApp({
    config,
    broker,
    loginTokens: parts.loginTokens,
    userId: userIdOf(upstream.appKey),
    alerts,
    clock,
    feed,
    trading,
    budget: broker.scheduler,
    accessToken,
    diagnostics,
    layouts: { records: store.layouts, userId: userIdOf(upstream.appKey) },
    drawings: { records: store.drawings, userId: userIdOf(upstream.appKey) },
    paperAccount,
    ...(parts.logger === undefined ? {} : { logger: parts.logger }),
    redact: secrets,
  });
  return { app, broker, client, feed, trading, accessToken, diagnostics, alerts };
}
export type Bff = Awaited<ReturnType<typeof buildBff>>;

/**
 * How many symbols the upstream stream may carry before an alert on one more is refused
 * (docs/alerts.md#subscriptions-and-the-quota): the simulator's quota in paper mode, and in live
 * mode, where the provider does not publish its own, ALERTS_MAX_SYMBOLS.
 */
function streamQuota(config: Config): StreamQuota {
  if (config.upstream.mode === 'paper')
    return {
      limit: SIMULATOR_SYMBOL_QUOTA,
      source: "the simulator's stream takes 1200 symbol and data-kind pairs, 400 symbols",
    };
  return { limit: config.alertsMaxSymbols, source: 'ALERTS_MAX_SYMBOLS' };
}

/**
 * "Reset paper account": in paper mode over the simulator the BFF started (its reset is on
 * unless SIM_CONTROL=0); in live mode refused in words (docs/store.md#resetting-the-paper-account).
 */
function paperAccountControl(
  parts: BffParts,
  broker: Pick<Broker, 'listAccounts' | 'watchlists'>,
  orders: Pick<OrderService, 'afterPendingUpdates'>,
  starter: StarterWatchlist | null,
): PaperAccountControl {
  const { config, upstream, store } = parts;
  if (config.upstream.mode === 'live') return { unavailable: LIVE_ACCOUNT_NOT_RESET };
  if (config.upstream.simulator.control === '0') {
    return {
      unavailable:
        'The paper account cannot be reset: the simulator was started with SIM_CONTROL=0, which turns its reset off. Unset it and start the dashboard again.',
    };
  }
  return createPaperAccountResetter({
    transport: parts.transport,
    simulatorUrl: upstream.baseUrl,
    accountIds: async () => (await broker.listAccounts()).map((account) => account.account_id),
    forgetJournal: (accountIds) => orders.afterPendingUpdates(() => store.accounts.forgetAccounts(accountIds)),
    forgetLayout: () => store.layouts.deleteLayout(userIdOf(upstream.appKey)),
    forgetWatchlists: () => {
      broker.watchlists.forget();
      // A new account again: the next read of its lists makes the starter list.
      starter?.offerAgain();
    },
  });
}
