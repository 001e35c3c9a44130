import type { Snapshot } from '@contracts/market-data';
import { liveQuoteSchema, type LiveQuote } from '@contracts/stream';
import type { Clock } from '@server/shared/clock';

/** A REST snapshot as a live quote labelled `poll` (the UI shows where a price came from). */
export function quoteFromSnapshot(s: Snapshot): LiveQuote {
  return liveQuoteSchema.parse({
    symbol: s.symbol.toUpperCase(),
    price: s.price,
    open: s.open,
    high: s.high,
    low: s.low,
    pre_close: s.pre_close,
    volume: s.volume,
    change: s.change,
    change_ratio: s.change_ratio,
    trade_time: s.last_trade_time,
    ext_price: s.extend_hour_last_price,
    ext_change: s.extend_hour_change,
    ext_change_ratio: s.extend_hour_change_ratio,
    ext_trade_time: s.extend_hour_last_trade_time,
    ovn_price: s.ovn_price,
    ovn_change: s.ovn_change,
    ovn_change_ratio: s.ovn_change_ratio,
    ovn_trade_time: s.ovn_last_trade_time,
    source: 'poll',
    received_at: s.received_at,
  });
}

export interface SnapshotPollerOptions {
  clock: Clock;
  /** Pause between the end of one poll and the start of the next. */
  intervalMs: number;
  /** The symbols to ask for now (the watched quotes). */
  symbols: () => string[];
  /** The broker's snapshot service at background priority: it batches 100 per call and keeps within budget. */
  load: (symbols: readonly string[]) => Promise<Snapshot[]>;
  onQuote: (quote: LiveQuote) => void;
  onError?: (error: unknown) => void;
}

/**
 * Keeps prices moving while the stream is down: polls the watched symbols' snapshots one round
 * at a time (never overlapping) and reports each snapshot newer than the last one reported.
 */
export function createSnapshotPoller(options: SnapshotPollerOptions) {
  const reported = new Map<string, number>();
  let running = false;
  let round = 0;
  let cancelNext: (() => void) | null = null;

  async function poll(myRound: number): Promise<void> {
    const symbols = options.symbols();
    try {
      if (symbols.length > 0) {
        for (const snapshot of await options.load(symbols)) {
          if (round !== myRound) return;
          const quote = quoteFromSnapshot(snapshot);
          if (quote.received_at <= (reported.get(quote.symbol) ?? -1)) continue;
          reported.set(quote.symbol, quote.received_at);
          options.onQuote(quote);
        }
      }
    } catch (error) {
      options.onError?.(error);
    }
    if (round !== myRound) return;
    cancelNext = options.clock.setTimer(() => {
      cancelNext = null;
      void poll(myRound);
    }, options.intervalMs);
  }

  return {
    start(): void {
      if (running) return;
      running = true;
      void poll(++round);
    },
    stop(): void {
      running = false;
      round += 1;
      cancelNext?.();
      cancelNext = null;
    },
  };
}

export type SnapshotPoller = ReturnType<typeof createSnapshotPoller>;
