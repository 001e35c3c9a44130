import type { AccountUpdate } from '@contracts/portfolio';
import type { OrderUpdate } from '@contracts/trading-topics';

export type TradingEvent =
  | { kind: 'orders'; accountId: string; data: OrderUpdate }
  | { kind: 'account'; accountId: string; data: AccountUpdate };

/** What the browser relay reads of trading: order and account changes, and whose they are. */
export interface TradingFeed {
  onEvent(listener: (event: TradingEvent) => void): () => void;
  /** The newest balance and positions sent for the account, for a browser that subscribes now. */
  latestAccount(accountId: string): AccountUpdate | undefined;
  /** Accounts of the app key: the only ones a browser may follow. */
  isAccount(accountId: string): boolean;
}

export interface TradingFeedHub extends TradingFeed {
  emit(event: TradingEvent): void;
  setAccounts(accountIds: readonly string[]): void;
}

/** The one hub between the order service and the relay; it keeps only the latest account update. */
export function createTradingFeed(): TradingFeedHub {
  const listeners = new Set<(event: TradingEvent) => void>();
  const latest = new Map<string, AccountUpdate>();
  let accounts = new Set<string>();
  return {
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    latestAccount: (accountId) => latest.get(accountId),
    isAccount: (accountId) => accounts.has(accountId),
    setAccounts(accountIds) {
      accounts = new Set(accountIds);
    },
    emit(event) {
      if (event.kind === 'account') latest.set(event.accountId, event.data);
      for (const listener of listeners) listener(event);
    },
  };
}
