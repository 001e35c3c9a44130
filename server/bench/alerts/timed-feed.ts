import type { FeedEvent, MarketFeed } from '@server/upstream/stream/market-feed';

/** Nanoseconds per trade (a tick event's time over its trades, once for each), by symbol. */
export type CostSamples = Map<string, number[]>;

/**
 * The feed as a listener sees it, with each tick event's handling timed: the listener's time for
 * the event over its number of trades, recorded for each of them under the event's symbol while
 * `recording` is on. The same wrapper around a listener that does nothing is the timing's own cost.
 */
export function timedFeed(feed: MarketFeed) {
  let recording = false;
  let samples: CostSamples = new Map();
  const timed: MarketFeed = {
    ...feed,
    onEvent(listener) {
      return feed.onEvent((event: FeedEvent) => {
        if (!recording || event.kind !== 'tick') {
          listener(event);
          return;
        }
        const start = process.hrtime.bigint();
        listener(event);
        const ns = Number(process.hrtime.bigint() - start) / event.data.ticks.length;
        let list = samples.get(event.symbol);
        if (list === undefined) samples.set(event.symbol, (list = []));
        // One sample per trade, so the samples add up to the time spent.
        for (let i = 0; i < event.data.ticks.length; i += 1) list.push(ns);
      });
    },
  };
  return {
    feed: timed,
    /** Starts a new set of samples. */
    record(): void {
      samples = new Map();
      recording = true;
    },
    /** Stops and hands back the samples since `record`. */
    stop(): CostSamples {
      recording = false;
      return samples;
    },
  };
}

/** The samples of `symbols` (all when absent) as one sorted list. */
export function pooled(samples: CostSamples, symbols?: ReadonlySet<string>): number[] {
  const out: number[] = [];
  for (const [symbol, list] of samples) if (symbols === undefined || symbols.has(symbol)) out.push(...list);
  return out.sort((a, b) => a - b);
}

/** The value at quantile q of a sorted list, in µs to 3 decimals; NaN when empty. */
export function quantileUs(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const value = sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
  return Number((value / 1_000).toFixed(3));
}
