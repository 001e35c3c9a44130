import type { MarketCategory } from '../market/types';
import type { SubType } from './push-messages';

/** One session's interest in one symbol. */
export interface SymbolSubscription {
  category: MarketCategory;
  types: Set<SubType>;
  /** Book levels of the `quote` topic (subscribe `depth`, default 10). */
  depth: number;
  /** Subscribe `overnight_required`: the overnight book on the `quote` topic (docs/protocol.md#overnight-depth). */
  overnight: boolean;
}

/** What a subscribe call adds (already validated). */
export interface SubscribeChange {
  symbols: readonly string[];
  category: MarketCategory;
  types: readonly SubType[];
  depth: number;
  overnight: boolean;
}

/** Per-session subscriptions, dropped when the session ends (never restored, docs/protocol.md#streaming). */
export interface SubscriptionRegistry {
  /** Symbol-type pairs the session would hold after the change (quota check before applying). */
  countAfter(sessionId: string, change: SubscribeChange): number;
  add(sessionId: string, change: SubscribeChange): void;
  remove(sessionId: string, symbols: readonly string[], types: readonly SubType[]): void;
  removeSession(sessionId: string): void;
  of(sessionId: string): ReadonlyMap<string, SymbolSubscription>;
  sessions(): string[];
  clear(): void;
}

export function createSubscriptionRegistry(): SubscriptionRegistry {
  const bySession = new Map<string, Map<string, SymbolSubscription>>();
  const count = (subs: ReadonlyMap<string, SymbolSubscription> | undefined) =>
    [...(subs?.values() ?? [])].reduce((n, s) => n + s.types.size, 0);
  return {
    countAfter(sessionId, change) {
      const subs = bySession.get(sessionId);
      let added = 0;
      for (const symbol of new Set(change.symbols)) {
        const held = subs?.get(symbol)?.types;
        added += change.types.filter((t) => held?.has(t) !== true).length;
      }
      return count(subs) + added;
    },
    add(sessionId, change) {
      const subs = bySession.get(sessionId) ?? new Map<string, SymbolSubscription>();
      bySession.set(sessionId, subs);
      for (const symbol of change.symbols) {
        const current = subs.get(symbol);
        const types = new Set([...(current?.types ?? []), ...change.types]);
        // A later subscribe for the same symbol sets the book depth and session it asks for.
        subs.set(symbol, { category: change.category, types, depth: change.depth, overnight: change.overnight });
      }
    },
    remove(sessionId, symbols, types) {
      const subs = bySession.get(sessionId);
      if (subs === undefined) return;
      for (const symbol of symbols) {
        const current = subs.get(symbol);
        if (current === undefined) continue;
        for (const type of types) current.types.delete(type);
        if (current.types.size === 0) subs.delete(symbol);
      }
    },
    removeSession: (sessionId) => bySession.delete(sessionId),
    of: (sessionId) => bySession.get(sessionId) ?? new Map<string, SymbolSubscription>(),
    sessions: () => [...bySession.keys()],
    clear: () => {
      bySession.clear();
    },
  };
}
