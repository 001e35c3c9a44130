import type { FeedStatus, LiveDepth, LiveQuote, StreamKind } from '@contracts/stream';
import type { FeedEvent, MarketFeed } from '../stream/market-feed';

/** An in-memory MarketFeed for tests: records watch/unwatch calls and lets the test emit events. */
export interface FakeFeed extends MarketFeed {
  /** Every watch/unwatch call in order. */
  readonly calls: { op: 'watch' | 'unwatch'; symbol: string; kind: StreamKind }[];
  /** Current watcher count of (symbol, kind). */
  watchers(symbol: string, kind: StreamKind): number;
  /** Delivers an event to every listener; quotes, depth and status are also remembered. */
  emit(event: FeedEvent): void;
  readonly closed: boolean;
}

export function createFakeFeed(now: () => number = Date.now): FakeFeed {
  const calls: FakeFeed['calls'] = [];
  const counts = new Map<string, number>();
  const listeners = new Set<(event: FeedEvent) => void>();
  const quotes = new Map<string, LiveQuote>();
  const depths = new Map<string, LiveDepth>();
  let current: FeedStatus = { state: 'live', since: now(), symbols: {}, at: now() };
  let closed = false;
  const key = (symbol: string, kind: StreamKind): string => `${kind}/${symbol}`;

  return {
    calls,
    get closed() {
      return closed;
    },
    watchers: (symbol, kind) => counts.get(key(symbol, kind)) ?? 0,
    watch(symbol, kind) {
      calls.push({ op: 'watch', symbol, kind });
      counts.set(key(symbol, kind), (counts.get(key(symbol, kind)) ?? 0) + 1);
    },
    unwatch(symbol, kind) {
      calls.push({ op: 'unwatch', symbol, kind });
      const left = (counts.get(key(symbol, kind)) ?? 0) - 1;
      if (left > 0) counts.set(key(symbol, kind), left);
      else counts.delete(key(symbol, kind));
    },
    onEvent(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(event) {
      if (event.kind === 'quote') quotes.set(event.symbol, event.data);
      else if (event.kind === 'depth') depths.set(event.symbol, event.data);
      else if (event.kind === 'status') current = event.data;
      for (const listener of [...listeners]) listener(event);
    },
    status: () => current,
    latestQuote: (symbol) => quotes.get(symbol),
    latestDepth: (symbol) => depths.get(symbol),
    close() {
      closed = true;
      listeners.clear();
      return Promise.resolve();
    },
  };
}
