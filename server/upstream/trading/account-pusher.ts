import type { Clock } from '@server/shared/clock';
import type { PortfolioService } from './portfolio-service';
import type { TradingFeedHub } from './trading-feed';

// Fills of one order come in bursts; one balance and positions read after the burst (the
// 'assets' group allows 2 calls per 2 s, and each refresh costs two).
const SETTLE_MS = 250;
/**
 * A refresh that failed (the budget was spent by another reader of the key, the broker was
 * busy) is tried again after these waits: a fill the browsers never hear of leaves a position
 * on screen that is gone at the broker.
 */
export const ACCOUNT_RETRY_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

/** Sends each account's balance and positions to its browsers after money or shares moved. */
export function createAccountPusher(deps: {
  portfolio: Pick<PortfolioService, 'balance' | 'positions'>;
  feed: TradingFeedHub;
  clock: Clock;
  log: (line: string) => void;
}) {
  const waiting = new Map<string, () => void>();
  let closed = false;

  /** The timers that try a failed refresh again, by account (also in `waiting`). */
  const retries = new Map<string, () => void>();

  function schedule(accountId: string, delayMs: number, failures: number): void {
    if (closed || waiting.has(accountId)) return;
    const cancel = deps.clock.setTimer(() => {
      waiting.delete(accountId);
      retries.delete(accountId);
      void push(accountId, failures);
    }, delayMs);
    waiting.set(accountId, cancel);
    if (failures > 0) retries.set(accountId, cancel);
  }

  async function push(accountId: string, failures: number): Promise<void> {
    try {
      const [balance, positions] = await Promise.all([
        deps.portfolio.balance(accountId),
        deps.portfolio.positions(accountId),
      ]);
      deps.feed.emit({ kind: 'account', accountId, data: { balance, positions } });
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      const retryMs = ACCOUNT_RETRY_MS[failures];
      if (retryMs === undefined) {
        deps.log(`balance refresh of ${accountId} failed: ${why}; the next change or read brings it`);
        return;
      }
      deps.log(`balance refresh of ${accountId} failed: ${why}; trying again in ${String(retryMs / 1000)} s`);
      schedule(accountId, retryMs, failures + 1);
    }
  }

  return {
    refresh(accountId: string): void {
      // A new change while a failed refresh waits to be tried again: read after the settle time,
      // not after the rest of that wait (up to 30 s).
      const retrying = retries.get(accountId);
      if (retrying !== undefined) {
        retrying();
        retries.delete(accountId);
        waiting.delete(accountId);
      }
      schedule(accountId, SETTLE_MS, 0);
    },
    close(): void {
      closed = true;
      for (const cancel of waiting.values()) cancel();
      waiting.clear();
      retries.clear();
    },
  };
}
