import type { SignatureAlgorithm } from '../signing/algorithms';
import type { MarketDataLimit } from './market-data-limit';

/** Values passed through to the simulator child process in paper mode. */
export interface SimulatorOptions {
  appKey: string | undefined;
  appSecret: string | undefined;
  seed: string | undefined;
  /** SIM_STATE_FILE as given; unset, the simulator keeps its state in `dataDir`. */
  stateFile: string | undefined;
  control: '0' | '1' | undefined;
  /** SIM_START_TIMEOUT_MS: how long the BFF waits for its simulator's SIM_READY line. */
  startTimeoutMs: number;
  /**
   * DATA_DIR: where the simulator's state and its key pair are kept across restarts
   * (docs/store.md#the-data-directory); null keeps nothing (`npm run check-live`).
   */
  dataDir: string | null;
}

export interface LiveUpstream {
  mode: 'live';
  /** Region preset name, or `custom` when BROKER_HTTP_URL is given. */
  region: string;
  httpUrl: string;
  /** Market-data streaming (MQTT, docs/protocol.md#streaming); null where the region publishes no host: prices are polled. */
  mqttUrl: string | null;
  /**
   * The trade-event stream (gRPC, docs/protocol.md#trade-events): `grpcs://<region events host>:443`
   * or BROKER_EVENTS_URL; null with BROKER_HTTP_URL and no BROKER_EVENTS_URL (no host is known).
   */
  eventsUrl: string | null;
  appKey: string;
  appSecret: string;
}

export interface PaperUpstream {
  mode: 'paper';
  simulator: SimulatorOptions;
}

/** The BFF's validated configuration. */
export interface Config {
  host: string;
  port: number;
  serveSpa: boolean;
  /** Base of the printed login links when browsers reach the BFF through another origin (the Vite dev server). */
  publicUrl: string | undefined;
  /** Browser origins allowed on state-changing requests besides the BFF's own. */
  allowedOrigins: string[];
  /** When a browser session ends: after this long without activity, or this long after login. */
  sessionLifetimes: { idleMs: number; absoluteMs: number };
  /** The path generation, or `auto`: found at start by a probe (docs/protocol.md#path-generations). */
  pathGeneration: 'auto' | 'v2' | 'v3';
  signatureAlgorithm: SignatureAlgorithm;
  upstream: LiveUpstream | PaperUpstream;
  /** The app key's market-data budget the scheduler keeps to (BROKER_MARKET_DATA_LIMIT). */
  marketDataLimit: MarketDataLimit;
  stream: StreamTimings;
  /** Where the order journal lives: docs/store.md. */
  store: StoreConfig;
  /** In live mode, how many symbols the stream may carry before an alert on a new one is refused (ALERTS_MAX_SYMBOLS). */
  alertsMaxSymbols: number;
}

/** SQLite in `dataDir` (DATA_DIR), or a Postgres server when DATABASE_URL is set. */
export type StoreConfig = SqliteStoreConfig | PostgresStoreConfig;

export interface SqliteStoreConfig {
  kind: 'sqlite';
  /** As given (relative to the working directory unless absolute), so messages show it as the user wrote it. */
  dataDir: string;
}

export interface PostgresStoreConfig {
  kind: 'postgres';
  /** `postgres://user:password@host:port/database`; holds a password, so never print it whole. */
  url: string;
}

/**
 * When the live feed counts as silent and when it starts polling:
 * docs/decisions/0029-a-stream-watchdog-that-cannot-loop.md.
 */
export interface StreamTimings {
  /** No message of any kind for this long while symbols should print: silent (never a reconnect). */
  silentAfterMs: number;
  /** Stream down or silent this long in an open market: poll snapshots. */
  pollAfterMs: number;
}
