import { periodChange, type GainersRankType } from './period-change';
import { rankBy, topThenSort, TOP_ROWS, type Direction, type Ranked } from './rank-rows';
import { sortKey, type SortField } from './sort-fields';
import type { StockFacts } from './stock-facts';
import { dayStockRow, screenerStockRow } from './stock-rows';

type StockRow = ReturnType<typeof screenerStockRow>;
export type TopActiveRankType = 'VOLUME' | 'RELATIVE_VOLUME_10D' | 'TURNOVER' | 'TURNOVER_RATE' | 'AMPLITUDE';

/** Gainers/losers: the rank type's change picks the top 200 in `direction`, `sort_by` orders them. */
export function gainersLosers(
  stocks: readonly StockFacts[],
  asOfMs: number,
  q: { rankType: GainersRankType; sortBy: SortField; direction: Direction },
) {
  const items = stocks.flatMap((facts): Ranked<StockRow>[] => {
    const period = periodChange(facts, q.rankType, asOfMs);
    return period === undefined ? [] : [{ facts, row: screenerStockRow(facts, period) }];
  });
  return topThenSort(items, sortKey('CHANGE_RATIO'), sortKey(q.sortBy), q.direction).map((i) => i.row);
}

/** Top active: the most active 200 by the rank type's measure, ordered by `sort_by`. */
export function topActive(
  stocks: readonly StockFacts[],
  q: { rankType: TopActiveRankType; sortBy: SortField; direction: Direction },
) {
  const items = stocks.map((facts): Ranked<StockRow> => ({
    facts,
    row: screenerStockRow(facts, {
      price: facts.snapshot.price,
      change: facts.snapshot.change,
      change_ratio: facts.snapshot.change_ratio,
    }),
  }));
  const mostActive = rankBy(items, sortKey(q.rankType), 'DESC').slice(0, TOP_ROWS);
  return rankBy(mostActive, sortKey(q.sortBy), q.direction).map((i) => i.row);
}

/** High dividend: dividend payers only, ordered by `sort_by` (default YIELD), top 200. */
export function highDividend(stocks: readonly StockFacts[], q: { sortBy: SortField; direction: Direction }) {
  const items = stocks
    .filter((facts) => facts.dividend !== '0')
    .map((facts) => ({
      facts,
      row: { ...dayStockRow(facts), yield: facts.yield, dividend: facts.dividend, ex_date: facts.ex_date },
    }));
  return rankBy(items, sortKey(q.sortBy), q.direction)
    .slice(0, TOP_ROWS)
    .map((i) => i.row);
}
