import type { Market } from '../market/market';
import type { SimSnapshot } from '../market/types';

/**
 * The push loop's view of the market: snapshots are remembered for the current market second.
 * The model prints at most one trade per second (market/ticks.ts), so a snapshot is the same
 * for every millisecond of a second, while computing one costs about a millisecond; a fast
 * push rate over many symbols would otherwise spend its time recomputing equal values.
 * `forget` drops a symbol's entry when a published trade changes it within the second.
 */
export function createSnapshotMemo(market: () => Market): {
  market(): Market;
  forget(symbol: string): void;
  clear(): void;
} {
  let second = Number.NaN;
  const memo = new Map<string, SimSnapshot>();
  return {
    market: () => {
      const inner = market();
      return {
        ...inner,
        snapshot: (symbol, nowMs) => {
          const at = Math.floor(nowMs / 1000);
          if (at !== second) {
            memo.clear();
            second = at;
          }
          const found = memo.get(symbol);
          if (found !== undefined) return found;
          const fresh = inner.snapshot(symbol, nowMs);
          memo.set(symbol, fresh);
          return fresh;
        },
      };
    },
    forget: (symbol) => {
      memo.delete(symbol);
    },
    clear: () => {
      memo.clear();
    },
  };
}
