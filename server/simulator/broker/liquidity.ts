import Decimal from 'decimal.js';
import type { SimDepth } from '../market/types';

/** A quantity at a price. */
export interface Fill {
  quantity: Decimal;
  price: Decimal;
}

/**
 * Displayed size already taken from each book level, per symbol and market second: two orders in
 * the same second share one book, and the next second's book is fresh (docs/protocol.md#fills).
 */
export interface LiquidityLedger {
  take(symbol: string, book: SimDepth, side: 'BUY' | 'SELL', wanted: Decimal, limit: Decimal | null): Fill[];
  clear(): void;
}

export function createLiquidityLedger(): LiquidityLedger {
  const taken = new Map<string, { second: number; levels: Map<string, Decimal> }>();
  return {
    take(symbol, book, side, wanted, limit) {
      const second = Math.floor(book.quote_time / 1000);
      let entry = taken.get(symbol);
      if (entry === undefined || entry.second !== second) {
        entry = { second, levels: new Map() };
        taken.set(symbol, entry);
      }
      const levels = side === 'BUY' ? book.asks : book.bids;
      const fills: Fill[] = [];
      let left = wanted;
      for (const level of levels) {
        if (left.lte(0)) break;
        const price = new Decimal(level.price);
        if (limit !== null && (side === 'BUY' ? price.gt(limit) : price.lt(limit))) break;
        const key = `${side}:${level.price}`;
        const used = entry.levels.get(key) ?? new Decimal(0);
        const free = new Decimal(level.size).minus(used);
        if (free.lte(0)) continue;
        const quantity = Decimal.min(free, left);
        entry.levels.set(key, used.plus(quantity));
        fills.push({ quantity, price });
        left = left.minus(quantity);
      }
      return fills;
    },
    clear: () => {
      taken.clear();
    },
  };
}
