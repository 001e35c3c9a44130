import type { MarketFeed } from '@server/upstream/stream/market-feed';
import type { ActiveAlert } from './active-alert';
import type { Observation } from './observation';

/** One symbol's active alerts and the last price they were judged on. */
export interface SymbolAlerts {
  alerts: Map<string, ActiveAlert>;
  /** The previous observation a crossing is judged from; null until the first (and after a reconnect). */
  last: Observation | null;
  /** The previous close and day volume from the last quote: a trade carries neither. */
  context: Observation | null;
}

/**
 * Active alerts by symbol, so a price costs only the alerts of its own symbol. A symbol is kept
 * watched on the feed (quotes and trades) while it has an alert: the first alert watches it, the
 * last one leaving unwatches it (docs/alerts.md#subscriptions-and-the-quota).
 */
export function createSymbolIndex(feed: Pick<MarketFeed, 'watch' | 'unwatch'>) {
  const symbols = new Map<string, SymbolAlerts>();
  const symbolOf = new Map<string, string>();

  function remove(id: string): ActiveAlert | undefined {
    const symbol = symbolOf.get(id);
    if (symbol === undefined) return undefined;
    symbolOf.delete(id);
    const entry = symbols.get(symbol);
    const alert = entry?.alerts.get(id);
    entry?.alerts.delete(id);
    if (entry?.alerts.size === 0) {
      symbols.delete(symbol);
      feed.unwatch(symbol, 'quote');
      feed.unwatch(symbol, 'tick');
    }
    return alert;
  }

  return {
    /** Puts the alert in (in place of an earlier version of it), not armed. */
    add(alert: ActiveAlert): void {
      remove(alert.id);
      let entry = symbols.get(alert.symbol);
      if (entry === undefined) {
        entry = { alerts: new Map(), last: null, context: null };
        symbols.set(alert.symbol, entry);
        feed.watch(alert.symbol, 'quote');
        feed.watch(alert.symbol, 'tick');
      }
      entry.alerts.set(alert.id, alert);
      symbolOf.set(alert.id, alert.symbol);
    },
    remove,
    get: (id: string): ActiveAlert | undefined => {
      const symbol = symbolOf.get(id);
      return symbol === undefined ? undefined : symbols.get(symbol)?.alerts.get(id);
    },
    of: (symbol: string): SymbolAlerts | undefined => symbols.get(symbol),
    has: (symbol: string): boolean => symbols.has(symbol),
    symbols: (): IterableIterator<string> => symbols.keys(),
    alerts: function* (): Generator<ActiveAlert> {
      for (const entry of symbols.values()) yield* entry.alerts.values();
    },
    /** Every alert waits for a fresh first price again: after the stream was lost. */
    disarmAll(): void {
      for (const entry of symbols.values()) {
        entry.last = null;
        for (const alert of entry.alerts.values()) alert.armed = false;
      }
    },
    /** Unwatches every symbol and forgets every alert. */
    clear(): void {
      for (const id of [...symbolOf.keys()]) remove(id);
    },
  };
}
export type SymbolIndex = ReturnType<typeof createSymbolIndex>;
