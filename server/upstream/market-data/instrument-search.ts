import type { Category } from '@contracts/common';
import type { InstrumentSummary } from '@contracts/instruments';

/** The catalogue in memory: lookup by symbol and ranked search. Pure. */
export class InstrumentIndex {
  private readonly bySymbol = new Map<string, InstrumentSummary>();
  private readonly sorted: InstrumentSummary[];

  constructor(instruments: readonly InstrumentSummary[]) {
    for (const instrument of instruments) this.bySymbol.set(instrument.symbol.toUpperCase(), instrument);
    this.sorted = [...this.bySymbol.values()].sort((a, b) => a.symbol.localeCompare(b.symbol));
  }

  get size(): number {
    return this.bySymbol.size;
  }

  get(symbol: string): InstrumentSummary | undefined {
    return this.bySymbol.get(symbol.toUpperCase());
  }

  categoryOf(symbol: string): Category | undefined {
    return this.get(symbol)?.category;
  }

  symbols(): string[] {
    return this.sorted.map((i) => i.symbol);
  }

  /**
   * Best matches first: the exact symbol, then symbols starting with the query (shorter first),
   * then names with a word starting with the query (or the name starting with the whole query).
   */
  search(query: string, limit: number): InstrumentSummary[] {
    const q = query.trim().toUpperCase();
    if (q === '') return [];
    const exact = this.get(q);
    const bySymbol = this.sorted
      .filter((i) => i.symbol !== exact?.symbol && i.symbol.startsWith(q))
      .sort((a, b) => a.symbol.length - b.symbol.length || a.symbol.localeCompare(b.symbol));
    const taken = new Set([...(exact === undefined ? [] : [exact.symbol]), ...bySymbol.map((i) => i.symbol)]);
    const byName = this.sorted.filter((i) => !taken.has(i.symbol) && nameMatches(i.name, q));
    return [...(exact === undefined ? [] : [exact]), ...bySymbol, ...byName].slice(0, limit);
  }
}

function nameMatches(name: string, upperQuery: string): boolean {
  const upperName = name.toUpperCase();
  if (upperName.startsWith(upperQuery)) return true;
  return upperName.split(/[\s,.&()-]+/).some((word) => word.startsWith(upperQuery));
}
