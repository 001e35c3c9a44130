import { FUNDAMENTAL_UPSTREAM_OPERATIONS } from './fundamentals-operations';
import { ORDER_UPSTREAM_OPERATIONS } from './order-operations';
import type { RateGroup } from './rate-limits';
import { SCREENER_UPSTREAM_OPERATIONS } from './screener-operations';
import { TOKEN_UPSTREAM_OPERATIONS } from './token-operations';
import { WATCHLIST_UPSTREAM_OPERATIONS } from './watchlist-operations';

export interface Operation {
  method: 'GET' | 'POST';
  /** Generation-3 path (`x-version: v3`), the default. */
  gen3: string;
  /** Generation-2 path (`/openapi/...`, `x-version: v2`). */
  gen2: string;
  group: RateGroup;
  /** True for the calls that get the token: they never carry one (docs/protocol.md#access-token). */
  withoutToken?: boolean;
  /**
   * The `x-version` this operation goes with on either generation, where it is not the
   * generation's own: the config and token calls, as the SDKs send them (docs/protocol.md#access-token).
   */
  version?: 'v2';
}

/**
 * Every upstream operation the BFF calls, with both path generations: docs/protocol.md#path-generations.
 * Routes and services name an operation; only the HTTP client turns it into a path.
 */
export const OPERATIONS = {
  listAccounts: {
    method: 'GET',
    gen3: '/trading/accounts/list',
    gen2: '/openapi/account/list',
    group: 'accounts-list',
  },
  getBalance: { method: 'GET', gen3: '/trading/assets/balances/get', gen2: '/openapi/assets/balance', group: 'assets' },
  listPositions: {
    method: 'GET',
    gen3: '/trading/assets/positions/list',
    gen2: '/openapi/assets/positions',
    group: 'assets',
  },
  listInstruments: {
    method: 'GET',
    gen3: '/trading/instruments/stocks/profiles/list',
    gen2: '/openapi/instrument/stock/list',
    group: 'instruments',
  },
  getSnapshots: {
    method: 'GET',
    gen3: '/market-data/stocks/snapshots/list',
    gen2: '/openapi/market-data/stock/snapshot',
    group: 'market-data',
  },
  getDepth: {
    method: 'GET',
    gen3: '/market-data/stocks/depths/list',
    gen2: '/openapi/market-data/stock/quotes',
    group: 'market-data',
  },
  getBars: {
    method: 'POST',
    gen3: '/market-data/stocks/bars/list',
    gen2: '/openapi/market-data/stock/batch-bars',
    group: 'market-data',
  },
  getTicks: {
    method: 'GET',
    gen3: '/market-data/stocks/ticks/list',
    gen2: '/openapi/market-data/stock/tick',
    group: 'market-data',
  },
  // The HTTP side of the MQTT stream: docs/protocol.md#subscribe-and-unsubscribe.
  streamSubscribe: {
    method: 'POST',
    gen3: '/market-data/streaming/subscribe',
    gen2: '/openapi/market-data/streaming/subscribe',
    group: 'streaming',
  },
  streamUnsubscribe: {
    method: 'POST',
    gen3: '/market-data/streaming/unsubscribe',
    gen2: '/openapi/market-data/streaming/unsubscribe',
    group: 'streaming-unsubscribe',
  },
  // Company, analyst, statement and fund data: docs/protocol.md#fundamentals.
  ...FUNDAMENTAL_UPSTREAM_OPERATIONS,
  // docs/protocol.md#screeners and #watchlists.
  ...SCREENER_UPSTREAM_OPERATIONS,
  ...WATCHLIST_UPSTREAM_OPERATIONS,
  // docs/protocol.md#orders: never retried (the client retries GETs only).
  ...ORDER_UPSTREAM_OPERATIONS,
  // docs/protocol.md#access-token: the second-factor token.
  ...TOKEN_UPSTREAM_OPERATIONS,
} as const satisfies Record<string, Operation>;

export type OperationName = keyof typeof OPERATIONS;

/** The path of an operation in the configured generation. */
export function pathOf(name: OperationName, generation: 'v2' | 'v3'): string {
  const operation = OPERATIONS[name];
  return generation === 'v3' ? operation.gen3 : operation.gen2;
}

/** The `x-version` header of an operation on a generation: its own where it has one. */
export function versionOf(name: OperationName, generation: 'v2' | 'v3'): 'v2' | 'v3' {
  const operation: Operation = OPERATIONS[name];
  return operation.version ?? generation;
}
