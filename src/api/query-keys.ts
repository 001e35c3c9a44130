import type { FundamentalOperation } from '../contracts/fundamentals';

/** Order and repeats do not change what a snapshot call answers, so they do not change its key. */
function symbolSet(symbols: readonly string[]): string {
  return [...new Set(symbols)].sort().join(',');
}

/**
 * The cache keys of the queries more than one feature reads. Every feature builds these keys
 * here, so two screens showing the same data read one cache entry and cost one request.
 */
export const queryKeys = {
  /** `['snapshots', 'AAPL,MSFT']`: the symbols sorted, without repeats. */
  snapshots: (symbols: readonly string[]) => ['snapshots', symbolSet(symbols)] as const,
  instrumentSearch: (q: string, limit: number) => ['instruments', 'search', q, limit] as const,
  fundamental: (
    operation: FundamentalOperation,
    symbol: string,
    params: Readonly<Record<string, string | number | undefined>>,
  ) => ['fundamentals', operation, symbol, params] as const,
  /** Everything of one account starts with `['account', id]`, so one invalidation refreshes it all. */
  account: (accountId: string) => ['account', accountId] as const,
  /** Both order lists of the account (open and history). */
  orderLists: (accountId: string) => ['account', accountId, 'orders'] as const,
  balance: (accountId: string) => ['account', accountId, 'balance'] as const,
  positions: (accountId: string) => ['account', accountId, 'positions'] as const,
  orders: (accountId: string, view: 'open' | 'history') => ['account', accountId, 'orders', view] as const,
  orderDetail: (accountId: string, clientOrderId: string) => ['account', accountId, 'order', clientOrderId] as const,
  /** Every executions list of the account (its own and each order's). */
  executionLists: (accountId: string) => ['account', accountId, 'executions'] as const,
  /** One executions list: the account's own when `clientOrderId` is ''. */
  executions: (accountId: string, clientOrderId: string) =>
    ['account', accountId, 'executions', clientOrderId] as const,
  instrumentTrading: (symbol: string) => ['instruments', 'trading', symbol] as const,
  marketClock: () => ['market-clock'] as const,
  clockSkew: () => ['clock-skew'] as const,
  /** Everything about alerts starts with `['alerts']`, so a write refreshes the list and the log at once. */
  alerts: () => ['alerts'] as const,
  alertList: () => ['alerts', 'list'] as const,
  alertFirings: (limit: number) => ['alerts', 'firings', limit] as const,
};
