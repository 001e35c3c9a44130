import type { AccessTokens } from '../auth/access-tokens';
import type { PaperBroker } from '../broker/paper-broker';
import type { Market } from '../market/market';
import type { StreamService } from '../mqtt/stream-service';
import type { StateStore } from '../state/state-store';

export type PathGeneration = 'gen2' | 'gen3';

/** What an operation handler sees once the request is authenticated and within its limit. */
export interface HandlerContext {
  /** Query parameters, one value per name (see paramsFromPairs). */
  params: Readonly<Record<string, string>>;
  /** Parsed JSON body, or undefined when the request has none. */
  body: unknown;
  generation: PathGeneration;
  /** The authenticated caller: per-key data (watchlists) is kept under it. */
  appKey: string;
  market: Market;
  /** Market time (pinnable by the control surface). */
  marketNowMs: number;
  state: StateStore;
  /** MQTT sessions and their subscriptions (docs/protocol.md#streaming). */
  stream: StreamService;
  /** The paper broker's orders, fills and accounts (docs/protocol.md#paper-broker). */
  broker: PaperBroker;
  /** The second-factor tokens (docs/protocol.md#access-token). */
  tokens: AccessTokens;
  /** Whether this app key must send `x-access-token` (SIM_TOKEN_CHECK). */
  tokenCheck: boolean;
  /** The simulator's own clock (wall clock + control offset), which token lifetimes run on. */
  serverNowMs: number;
}

/** Returns (or resolves to) the 200 response body, or throws ApiError. */
export type OperationHandler = (context: HandlerContext) => unknown;
