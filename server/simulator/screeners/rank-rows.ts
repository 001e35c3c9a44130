import type { StockFacts } from './stock-facts';

export type Direction = 'ASC' | 'DESC';

/** A row being ranked: the wire row and the facts behind it. */
export interface Ranked<R> {
  facts: StockFacts;
  row: R;
}

/** Reads the decimal text a sort field orders by; undefined sorts last in either direction. */
export type SortKey<R> = (item: Ranked<R>) => string | undefined;

/** The provider's lists stop at 200 rows (docs/protocol.md#screeners). */
export const TOP_ROWS = 200;

/** Orders by the key in the given direction; ties (and equal keys) by symbol, so the order is stable. */
export function rankBy<R>(items: readonly Ranked<R>[], key: SortKey<R>, direction: Direction): Ranked<R>[] {
  const sign = direction === 'ASC' ? 1 : -1;
  const keyed = items.map((item) => ({ item, value: toNumber(key(item)) }));
  keyed.sort((a, b) => {
    if (a.value === undefined || b.value === undefined) {
      if (a.value === b.value) return bySymbol(a.item, b.item);
      return a.value === undefined ? 1 : -1;
    }
    return (a.value - b.value) * sign || bySymbol(a.item, b.item);
  });
  return keyed.map((k) => k.item);
}

/**
 * The provider's two-step ranking: the rank dimension picks the top 200 (in `direction`), then
 * `sort_by` orders them.
 */
export function topThenSort<R>(
  items: readonly Ranked<R>[],
  rank: SortKey<R>,
  sort: SortKey<R>,
  direction: Direction,
): Ranked<R>[] {
  return rankBy(rankBy(items, rank, direction).slice(0, TOP_ROWS), sort, direction);
}

function toNumber(text: string | undefined): number | undefined {
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

function bySymbol(a: Ranked<unknown>, b: Ranked<unknown>): number {
  const x = a.facts.instrument.symbol;
  const y = b.facts.instrument.symbol;
  return x < y ? -1 : x > y ? 1 : 0;
}
