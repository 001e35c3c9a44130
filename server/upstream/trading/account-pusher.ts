import type { Clock } from '../client/timers';
import type { PortfolioService } from './portfolio-service';
import type { TradingFeedHub } from './trading-feed';

// Fills of one order come in bursts; one balance and positions read after the burst (the
// 'assets' group allows 2 calls per 2 s, and each refresh costs two).
const SETTLE_MS = 250;

/** Sends each account's balance and positions to its browsers after money or shares moved. */
export function createAccountPusher(deps: {
  portfolio: PortfolioService;
  feed: TradingFeedHub;
  clock: Clock;
  log: (line: string) => void;
}) {
  const waiting = new Map<string, () => void>();
  async function push(accountId: string): Promise<void> {
    try {
      const [balance, positions] = await Promise.all([
        deps.portfolio.balance(accountId),
        deps.portfolio.positions(accountId),
      ]);
      deps.feed.emit({ kind: 'account', accountId, data: { balance, positions } });
    } catch (error) {
      deps.log(`balance refresh of ${accountId} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return {
    refresh(accountId: string): void {
      if (waiting.has(accountId)) return;
      const cancel = deps.clock.setTimer(() => {
        waiting.delete(accountId);
        void push(accountId);
      }, SETTLE_MS);
      waiting.set(accountId, cancel);
    },
    close(): void {
      for (const cancel of waiting.values()) cancel();
      waiting.clear();
    },
  };
}
