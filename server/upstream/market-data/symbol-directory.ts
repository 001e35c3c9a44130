import type { Category } from '@contracts/common';
import type { InstrumentIndex } from './instrument-search';
import { UnknownSymbolError } from '../client/upstream-errors';

/** What the market-data services need to know about symbols before they call upstream. */
export interface SymbolDirectory {
  /**
   * The market-data category of each symbol (upper-cased keys); rejects with UnknownSymbolError
   * naming every symbol the broker does not list.
   */
  categoriesOf(symbols: readonly string[]): Promise<Map<string, Category>>;
}

/** The market-data category of one symbol (upper-cased); rejects with UnknownSymbolError when unlisted. */
export async function categoryOf(directory: SymbolDirectory, symbol: string): Promise<Category> {
  return (await directory.categoriesOf([symbol])).get(symbol) ?? 'US_STOCK';
}

/** A directory answering from a fixed index: for tests, and wherever the whole listing is known. */
export function indexDirectory(index: InstrumentIndex): SymbolDirectory {
  return {
    categoriesOf(symbols) {
      const upper = symbols.map((s) => s.toUpperCase());
      const unknown = upper.filter((s) => index.categoryOf(s) === undefined);
      if (unknown.length > 0) return Promise.reject(new UnknownSymbolError(unknown));
      return Promise.resolve(new Map(upper.map((s) => [s, index.categoryOf(s) ?? 'US_STOCK'])));
    },
  };
}
