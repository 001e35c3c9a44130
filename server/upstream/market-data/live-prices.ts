import type { Snapshot } from '@contracts/market-data';
import type { Clock } from '@server/shared/clock';

/**
 * Prices newer than the last snapshot call, from the BFF's upstream stream once it runs
 * (docs/decisions/0019-polled-quotes-ride-the-stream.md).
 */
export interface LivePrices {
  /** Start streaming `symbol` (reference-counted by the feed, like a browser's subscription). */
  follow(symbol: string): void;
  /** No browser asks for `symbol` any more: stop streaming it for the snapshots. */
  release(symbol: string): void;
  /** The snapshot, with a newer streamed quote laid over it. */
  overlay(snapshot: Snapshot): Snapshot;
}

// A symbol stays on the stream this long after a browser last asked for its snapshot (a page
// that polls every few seconds keeps it there), as `WatchedSymbols` keeps it in the top-ups.
const FOLLOW_MS = 10_000;

/**
 * The symbols browsers poll, kept on the stream while they do: the first ask follows a symbol,
 * and a sweep every few seconds releases those nobody asked for in `FOLLOW_MS`. Until prices
 * are attached (no feed yet, or none at all) it does nothing and lays nothing over.
 */
export function createPolledSymbolsOnStream(clock: Clock) {
  let live: LivePrices | null = null;
  const askedAt = new Map<string, number>();
  let sweepDue = false;

  function sweep(): void {
    const now = clock.now();
    for (const [symbol, at] of askedAt) {
      if (now - at <= FOLLOW_MS) continue;
      askedAt.delete(symbol);
      live?.release(symbol);
    }
    sweepDue = askedAt.size > 0;
    if (sweepDue) clock.setTimer(sweep, FOLLOW_MS / 2);
  }

  return {
    attach(prices: LivePrices): void {
      live = prices;
    },
    /** A browser asked for `symbol`'s snapshot now. */
    asked(symbol: string): void {
      if (live === null) return;
      if (!askedAt.has(symbol)) live.follow(symbol);
      askedAt.set(symbol, clock.now());
      if (sweepDue) return;
      sweepDue = true;
      clock.setTimer(sweep, FOLLOW_MS / 2);
    },
    overlay(snapshot: Snapshot): Snapshot {
      return live === null ? snapshot : live.overlay(snapshot);
    },
  };
}
