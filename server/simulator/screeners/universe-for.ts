import type { Market } from '../market/market';
import { createScreenerUniverse, type ScreenerUniverse } from './screener-universe';

const universes = new WeakMap<Market, ScreenerUniverse>();

/** One memoising universe per market, shared by every screener request. */
export function universeFor(market: Market): ScreenerUniverse {
  let universe = universes.get(market);
  if (universe === undefined) {
    universe = createScreenerUniverse(market);
    universes.set(market, universe);
  }
  return universe;
}
