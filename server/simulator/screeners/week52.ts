import Decimal from 'decimal.js';
import { barDay } from './day-history';
import { rankBy, TOP_ROWS, type Direction } from './rank-rows';
import { sortKey, type SortField } from './sort-fields';
import type { StockFacts } from './stock-facts';
import { dayStockRow } from './stock-rows';

export type Week52RankType = 'NEW_HIGH' | 'NEAR_HIGH' | 'NEW_LOW' | 'NEAR_LOW';

/** "Near" a 52-week extreme = within 10 % of it without passing it today. */
export const NEAR_BAND = '0.10';
const WEEKS_52_DAYS = 364;
const WEEK_DAYS = 7;

/**
 * 52-week high/low from the daily bars of the trading days in the 364 calendar days before the
 * day the snapshot shows, plus that day. A new high is a day high above every earlier high of
 * the window; a near high is a price within 10 % below the window's high. `price_52w` is the
 * window's extreme, `price_1w` the extreme of the trading days of the last 7 calendar days
 * (that day included), `change_ratio_52w` = price / price_52w - 1.
 */
export function week52Row(facts: StockFacts, rankType: Week52RankType) {
  const { snapshot, earlier, regularDay } = facts;
  const highSide = rankType === 'NEW_HIGH' || rankType === 'NEAR_HIGH';
  const pick = (bar: { high: string; low: string }): Decimal => new Decimal(highSide ? bar.high : bar.low);
  const extreme = (values: Decimal[]): Decimal => (highSide ? Decimal.max(...values) : Decimal.min(...values));
  const within = (days: number) => earlier.filter((bar) => barDay(bar) > regularDay - days).map(pick);
  const window = within(WEEKS_52_DAYS + 1);
  if (window.length === 0) return undefined;
  const today = pick(snapshot);
  const previous = extreme(window);
  const price52 = extreme([previous, today]);
  const isNew = highSide ? today.gt(previous) : today.lt(previous);
  const price = new Decimal(snapshot.price);
  const band = new Decimal(NEAR_BAND);
  const near = highSide ? price.gte(price52.times(Decimal.sub(1, band))) : price.lte(price52.times(band.plus(1)));
  const wanted = rankType.startsWith('NEW') ? isNew : near && !isNew;
  if (!wanted) return undefined;
  return {
    ...dayStockRow(facts),
    price_1w: priceText(extreme([today, ...within(WEEK_DAYS)])),
    price_52w: priceText(price52),
    change_ratio_52w: price.div(price52).minus(1).toFixed(4, Decimal.ROUND_HALF_UP),
  };
}

/** Prices keep the wire grid: cents from $1, four decimals below (market/price-units). */
function priceText(value: Decimal): string {
  return value.toFixed(value.lt(1) ? 4 : 2);
}

export function week52HighLow(
  stocks: readonly StockFacts[],
  q: { rankType: Week52RankType; sortBy: SortField; direction: Direction },
) {
  const items = stocks.flatMap((facts) => {
    const row = week52Row(facts, q.rankType);
    return row === undefined ? [] : [{ facts, row }];
  });
  return rankBy(items, sortKey(q.sortBy), q.direction)
    .slice(0, TOP_ROWS)
    .map((i) => i.row);
}
