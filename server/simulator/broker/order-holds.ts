import type { StoredOrder } from './stored-records';

/**
 * What each account's working buy and short orders hold, kept up to date order by order so a
 * buying-power check never walks every resting order. Orders with a price of their own (limit or
 * stop) hold remaining x that price, summed here; orders without one (market, trailing) are
 * listed and priced at the market when asked. Sums are floating point: an estimate in cents.
 */
export interface OrderHolds {
  /** Recomputes one order's share after any change to it (placed, filled, replaced, ended). */
  refresh(order: StoredOrder, working: boolean): void;
  /** The priced total of an account, without `except`'s share; and its unpriced orders. */
  of(accountId: string, except?: StoredOrder): { priced: number; unpriced: readonly StoredOrder[] };
  clear(): void;
}

interface AccountHolds {
  total: number;
  parts: Map<StoredOrder, number>;
  unpriced: Set<StoredOrder>;
}

export function createOrderHolds(): OrderHolds {
  const accounts = new Map<string, AccountHolds>();
  const entryOf = (accountId: string) => {
    let entry = accounts.get(accountId);
    if (entry === undefined) accounts.set(accountId, (entry = { total: 0, parts: new Map(), unpriced: new Set() }));
    return entry;
  };
  return {
    refresh(order, working) {
      const entry = entryOf(order.account_id);
      entry.total -= entry.parts.get(order) ?? 0;
      entry.parts.delete(order);
      entry.unpriced.delete(order);
      if (!working || !order.active || order.side === 'SELL') return;
      const price = order.limit_price ?? order.stop_price;
      if (price === undefined) {
        entry.unpriced.add(order);
        return;
      }
      const part = (Number(order.quantity) - Number(order.filled_quantity)) * Number(price);
      entry.parts.set(order, part);
      entry.total += part;
    },
    of(accountId, except) {
      const entry = entryOf(accountId);
      const priced = entry.total - (except === undefined ? 0 : (entry.parts.get(except) ?? 0));
      return { priced: Math.max(0, priced), unpriced: [...entry.unpriced].filter((o) => o !== except) };
    },
    clear: () => {
      accounts.clear();
    },
  };
}
