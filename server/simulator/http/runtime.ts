import type { AccessTokens } from '../auth/access-tokens';
import type { NonceStore } from '../auth/nonce-store';
import type { PaperBroker } from '../broker/paper-broker';
import type { MarketClock } from '../control/market-clock';
import type { Faults } from '../control/faults';
import type { RequestLog } from '../control/request-log';
import type { ServerClock } from '../control/server-clock';
import type { TradeEventService } from '../events/event-service';
import type { TradeEventBus } from '../events/trade-event-bus';
import type { Market } from '../market/market';
import type { StreamService } from '../mqtt/stream-service';
import type { RateGroup } from '../rate-limit/groups';
import type { SlidingWindowLimiter, WindowLimit } from '../rate-limit/sliding-window';
import type { SimulatorState } from '../state/schema';
import type { StateStore } from '../state/state-store';

/** What the process entry (or a test) hands the app factory. Clocks are injected. */
export interface SimulatorDeps {
  market: Market;
  state: StateStore;
  /** Builds the starting state for `POST /_control/reset` at the given market time. */
  seedState: (marketNowMs: number) => SimulatorState;
  appKey: string;
  appSecret: string;
  wallNow: () => number;
  marketClock: MarketClock;
  marketDataLimit: WindowLimit;
  controlEnabled: boolean;
  /** Only the reset of the control surface (SIM_CONTROL=reset); implied by `controlEnabled`. */
  resetEnabled?: boolean;
  /** Every API request needs a NORMAL `x-access-token` (SIM_TOKEN_CHECK=1); off by default. */
  tokenCheck?: boolean;
  /**
   * The path generations served (SIM_PATH_GENERATIONS): the other answers 404 as an unknown path,
   * as for a key whose region serves one generation only. Both by default.
   */
  pathGenerations?: 'both' | 'v2' | 'v3';
  /** Allowed x-timestamp skew and nonce memory; 300 s by default. */
  authWindowMs?: number;
  /** Used only for the injected latency fault. */
  sleep?: (ms: number) => Promise<void>;
  /** Push interval of the stream per (symbol, sub_type); 1000 ms by default. */
  streamIntervalMs?: number;
  /** Echo every 60 s and no data pushes outside the sessions (SIM_STREAM_QUIET=1); off by default. */
  streamQuiet?: boolean;
  /** Order events from the paper broker to the trade-event stream; created when absent. */
  tradeEvents?: TradeEventBus;
  /** Heartbeat interval of the trade-event stream; 10 000 ms by default. */
  eventsPingMs?: number;
}

/** Per-app mutable parts shared by the API pipeline and the control surface. */
export interface SimulatorRuntime {
  deps: SimulatorDeps;
  nonces: NonceStore;
  limiter: SlidingWindowLimiter;
  limits: Record<Exclude<RateGroup, 'config'>, WindowLimit>;
  faults: Faults;
  log: RequestLog;
  /** The simulator's own clock (wall clock + control offset): `Date` headers and timestamp checks. */
  serverClock: ServerClock;
  tokens: AccessTokens;
  /**
   * Whether API requests need a NORMAL token now: starts as `deps.tokenCheck`; the control surface
   * turns it on later, as when a key's second factor is switched on at the provider.
   */
  tokenCheck: boolean;
  stream: StreamService;
  broker: PaperBroker;
  events: TradeEventService;
}
