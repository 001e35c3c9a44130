import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { MISDIRECTED_MESSAGE, type HostAllowlist } from '../session/host-allowlist';
import type { SessionStore } from '../session/session-store';
import type { MarketFeed } from '../upstream/stream/market-feed';
import type { TradingFeed } from '../upstream/trading/trading-feed';
import type { WatchlistService } from '../upstream/research/watchlist-service';
import { systemClock, type Clock } from '@server/shared/clock';
import { readFirstTopics } from '@contracts/relay-first-topics';
import { encodePublish, type PublishEncoder } from './encode-publish';
import { createFanOut, setImmediateSoon, type Soon } from './fan-out';
import type { DiagnosticsSource, TokenStatusSource } from './status-sources';
import { serveConnection, type ConnectionHandle } from './relay-connection';
import { DEFAULT_RELAY_LIMITS, type RelayLimits } from './relay-limits';
import { checkUpgrade, MQTT_SUBPROTOCOL, refuseUpgrade } from './upgrade-auth';
import type { Scheduler } from '../upstream/client/scheduler';
import type { AlertNoticeSource } from './alert-notices';

export const RELAY_PATH = '/mqtt';

/**
 * The path of a request target, read as text: `new URL` throws on targets a browser never sends
 * (`//x:99999/mqtt`), and only the exact origin-form `/mqtt` is ours anyway.
 */
export function requestPath(target: string | undefined): string {
  return (target ?? '').split('?', 1)[0] ?? '';
}

export interface RelayOptions {
  feed: MarketFeed;
  /** Order and account changes; without it, no trading topics are granted. */
  trading?: TradingFeed;
  /** Watchlist writes through the BFF, told to every tab on `watchlists/changed`. */
  watchlists?: Pick<WatchlistService, 'onChange'>;
  /** The call budget, relayed on `status/budget`. */
  budget?: Pick<Scheduler, 'status' | 'onChange'>;
  /** The second-factor token, relayed on `status/token`. */
  token?: TokenStatusSource;
  /** The BFF's diagnostics, relayed on `status/diagnostics`. */
  diagnostics?: DiagnosticsSource;
  /**
   * Price alerts, relayed on the retained `alerts/<USER>`, granted to a session for its own user
   * only: every session of a BFF is `userId`'s (docs/browser-api.md#alerts-user). Without it, no
   * alerts topic.
   */
  alerts?: { notices: AlertNoticeSource; userId: string };
  sessions: SessionStore;
  /** Host headers that name this server; any other gets 421 (DNS rebinding). */
  hosts: HostAllowlist;
  allowedOrigins: readonly string[];
  clock?: Clock;
  limits?: Partial<RelayLimits>;
  /** One line per closed or refused browser socket and why. */
  log?: (line: string) => void;
  /**
   * How a flush due now is run; defaults to setImmediate with the system clock, and to the
   * injected clock's zero-delay timer when a test injects a clock.
   */
  soon?: Soon;
  /** The PUBLISH encoder; a parameter so a test can count encodes. */
  encode?: PublishEncoder;
}

export interface RelayStats {
  sockets: number;
  encoded: number;
  deliveries: number;
  sent: number;
  conflated: number;
  slowDisconnects: number;
}

export interface Relay {
  stats(): RelayStats;
  /** Stops accepting, closes every browser socket and detaches from the feed. */
  close(): Promise<void>;
}

/**
 * Serves live data to browsers as MQTT over WebSocket at `/mqtt` on the BFF's own HTTP server.
 * Refused upgrades (foreign Host, no session, foreign Origin, no `mqtt` subprotocol, too many
 * sockets for one session) get a plain HTTP answer before any handshake; a CONNECT without the
 * session's secret as its password is refused with CONNACK 4. Every socket of a session closes
 * the moment the session ends (logout, expiry, a newer login).
 */
export function attachRelay(server: Server, options: RelayOptions): Relay {
  const limits: RelayLimits = { ...DEFAULT_RELAY_LIMITS, ...options.limits };
  const clock = options.clock ?? systemClock;
  const log =
    options.log ??
    ((line: string) => {
      process.stderr.write(`${line}\n`);
    });
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: limits.maxPacketBytes,
    perMessageDeflate: false,
    clientTracking: false,
    handleProtocols: () => MQTT_SUBPROTOCOL,
  });
  // A handshake ws itself refuses (no valid key, an unknown version) is answered like every other
  // refusal: the JSON shape and the security headers, not ws's bare 400.
  wss.on('wsClientError', (error, socket) => {
    refuseUpgrade(socket, 400, 'INVALID_REQUEST', `The live feed needs a valid WebSocket handshake: ${error.message}.`);
  });
  const fanOut = createFanOut({
    feed: options.feed,
    trading: options.trading,
    watchlists: options.watchlists,
    budget: options.budget,
    token: options.token,
    diagnostics: options.diagnostics,
    alerts: options.alerts?.notices,
    log,
    clock,
    flushMs: limits.flushMs,
    encode: options.encode ?? encodePublish,
    soon: options.soon ?? (options.clock === undefined ? setImmediateSoon : undefined),
  });
  const tally = { sent: 0, conflated: 0, slowDisconnects: 0 };
  const openPerSession = new Map<string, number>();
  const topicsPerSession = new Map<string, number>();
  const sockets = new Set<WebSocket>();
  const connectionsPerSession = new Map<string, Set<ConnectionHandle>>();
  const stopListening = options.sessions.onEnd((key) => {
    for (const connection of connectionsPerSession.get(key) ?? []) connection.drop('the browser session has ended');
  });

  function onUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const ours = requestPath(request.url) === RELAY_PATH;
    // Another listener may own other paths; alone, we answer so the socket does not hang.
    if (!ours && server.listenerCount('upgrade') > 1) return;
    // Node hands an upgrading socket over without the error listener it keeps on every other
    // one: a client that resets it now would otherwise be an uncaught error that ends the BFF.
    socket.on('error', () => {
      socket.destroy();
    });
    try {
      if (ours) serveUpgrade(request, socket, head);
      else if (!options.hosts.isAllowed(request.headers.host))
        refuseUpgrade(socket, 421, 'MISDIRECTED_REQUEST', MISDIRECTED_MESSAGE);
      else refuseUpgrade(socket, 404, 'NOT_FOUND', 'No WebSocket endpoint here.');
    } catch (error) {
      // Whatever a request holds, it costs at most its own socket (docs/security.md#malformed-requests).
      log(`relay: refused a browser socket: ${error instanceof Error ? error.message : String(error)}`);
      socket.destroy();
    }
  }

  function serveUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const verdict = checkUpgrade(request, options);
    if (!verdict.ok) {
      refuseUpgrade(socket, verdict.status, verdict.code, verdict.message);
      return;
    }
    const open = openPerSession.get(verdict.sessionKey) ?? 0;
    if (open >= limits.maxSocketsPerSession) {
      log(
        `relay: refused a browser socket: the session already has ${String(open)} open (limit ${String(limits.maxSocketsPerSession)})`,
      );
      refuseUpgrade(
        socket,
        429,
        'TOO_MANY_CONNECTIONS',
        `At most ${String(limits.maxSocketsPerSession)} live connections per session.`,
      );
      return;
    }
    // Counted from now until the raw socket closes, so a failed handshake cannot leak a slot.
    openPerSession.set(verdict.sessionKey, open + 1);
    socket.once('close', () => {
      const left = (openPerSession.get(verdict.sessionKey) ?? 1) - 1;
      if (left > 0) openPerSession.set(verdict.sessionKey, left);
      else openPerSession.delete(verdict.sessionKey);
    });
    wss.handleUpgrade(request, socket, head, (ws) => {
      sockets.add(ws);
      ws.once('close', () => sockets.delete(ws));
      const key = verdict.sessionKey;
      const session = {
        authenticate: (password: string | undefined) => options.sessions.authenticateKey(key, password),
        touch: () => options.sessions.touch(key),
      };
      const sessionSubscriptions = {
        count: () => topicsPerSession.get(key) ?? 0,
        add(delta: number) {
          const next = (topicsPerSession.get(key) ?? 0) + delta;
          if (next > 0) topicsPerSession.set(key, next);
          else topicsPerSession.delete(key);
        },
      };
      const connection = serveConnection({
        socket: ws,
        fanOut,
        clock,
        limits,
        tally,
        log,
        session,
        sessionSubscriptions,
        isAccount: (accountId) => options.trading?.isAccount(accountId) ?? false,
        user: options.alerts?.userId ?? null,
        firstTopics: readFirstTopics(request.url ?? ''),
      });
      const ofSession = connectionsPerSession.get(key) ?? new Set<ConnectionHandle>();
      connectionsPerSession.set(key, ofSession.add(connection));
      ws.once('close', () => {
        ofSession.delete(connection);
        if (ofSession.size === 0 && connectionsPerSession.get(key) === ofSession) connectionsPerSession.delete(key);
      });
    });
  }

  server.on('upgrade', onUpgrade);
  return {
    stats: () => ({
      sockets: sockets.size,
      encoded: fanOut.tally.encoded,
      deliveries: fanOut.tally.deliveries,
      ...tally,
    }),
    async close() {
      server.off('upgrade', onUpgrade);
      stopListening();
      // Each socket's close handler unwatches its topics, so the feed's counts end at zero.
      const closing = [...sockets].map(
        (ws) =>
          new Promise((resolve) => {
            ws.once('close', resolve);
          }),
      );
      for (const ws of sockets) ws.terminate();
      await Promise.all(closing);
      fanOut.close();
      await new Promise<void>((resolve) => {
        wss.close(() => {
          resolve();
        });
      });
    },
  };
}
