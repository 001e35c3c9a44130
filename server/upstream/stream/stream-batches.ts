import type { Category } from '@contracts/common';
import type { StreamRequest, SubType } from './stream-api';

// Provider cap per subscribe or unsubscribe call: docs/protocol.md#subscribe-and-unsubscribe.
export const MAX_SYMBOLS_PER_CALL = 100;
const SUB_TYPE_ORDER: readonly SubType[] = ['QUOTE', 'SNAPSHOT', 'TICK'];

/** One upstream subscription: a symbol and one data kind. */
export interface StreamKey {
  symbol: string;
  subType: SubType;
}

export function keyString(key: StreamKey): string {
  return `${key.symbol}|${key.subType}`;
}

export function parseKey(key: string): StreamKey {
  const at = key.lastIndexOf('|');
  const subType = SUB_TYPE_ORDER.find((t) => t === key.slice(at + 1)) ?? 'SNAPSHOT';
  return { symbol: key.slice(0, at), subType };
}

/**
 * Groups subscriptions into calls: one call carries one category and one set of sub_types
 * (docs/protocol.md#subscribe-and-unsubscribe), so symbols are grouped by both, then cut into calls of at most 100.
 * A watchlist page (SNAPSHOT for every row) becomes one call per category.
 */
export function batchRequests(
  keys: Iterable<string>,
  categoryOf: (symbol: string) => Category | undefined,
): StreamRequest[] {
  const bySymbol = new Map<string, Set<SubType>>();
  for (const key of keys) {
    const { symbol, subType } = parseKey(key);
    const types = bySymbol.get(symbol) ?? new Set<SubType>();
    types.add(subType);
    bySymbol.set(symbol, types);
  }
  const groups = new Map<string, StreamRequest>();
  for (const [symbol, types] of bySymbol) {
    const category = categoryOf(symbol);
    if (category === undefined) continue;
    const subTypes = SUB_TYPE_ORDER.filter((t) => types.has(t));
    const groupKey = `${category}:${subTypes.join(',')}`;
    const group = groups.get(groupKey) ?? { symbols: [], category, subTypes };
    group.symbols.push(symbol);
    groups.set(groupKey, group);
  }
  const requests: StreamRequest[] = [];
  for (const group of groups.values()) {
    for (let start = 0; start < group.symbols.length; start += MAX_SYMBOLS_PER_CALL) {
      requests.push({ ...group, symbols: group.symbols.slice(start, start + MAX_SYMBOLS_PER_CALL) });
    }
  }
  return requests;
}
