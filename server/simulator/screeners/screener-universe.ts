import { createLruCache } from '../market/lru-cache';
import { MINUTE_MS } from '@market/eastern-time';
import { newestBarDay } from '../market/calendar-bars';
import type { Market } from '../market/market';
import { sessionDayAt } from '../market/trading-window';
import type { SimBar } from '../market/types';
import { pastDailyBars } from './day-history';
import { stockFacts, type StockFacts } from './stock-facts';

/** The stocks every screener ranks, as of one market minute. */
export interface ScreenerUniverse {
  /** Facts of every US_STOCK instrument as of the start of the market minute of nowMs. */
  at(nowMs: number): { asOfMs: number; stocks: readonly StockFacts[] };
}

/**
 * Screeners are computed from the simulated market (the provider's category for screeners is
 * US_STOCK, so ETFs are not ranked). Figures are as of the start of the current market minute
 * and memoised per minute: a screener agrees exactly with /snapshots taken at that instant.
 * Finished daily bars are memoised per session day, since past days never change.
 */
export function createScreenerUniverse(market: Market): ScreenerUniverse {
  const minutes = createLruCache<number, readonly StockFacts[]>(2);
  const history = createLruCache<string, SimBar[]>(1024);
  const stocks = market.instruments().filter((i) => i.category === 'US_STOCK');
  return {
    at(nowMs) {
      const asOfMs = Math.floor(nowMs / MINUTE_MS) * MINUTE_MS;
      const sessionDay = sessionDayAt(asOfMs);
      const regularDay = newestBarDay(asOfMs);
      if (sessionDay === undefined || regularDay === undefined) return { asOfMs, stocks: [] };
      const facts = minutes.get(asOfMs, () =>
        stocks.map((instrument) => {
          const past = history.get(`${instrument.symbol}:${String(sessionDay)}`, () =>
            pastDailyBars(market, instrument.symbol, sessionDay, asOfMs),
          );
          const recent = market.bars(instrument.symbol, 'M1', { count: 7, nowMs: asOfMs });
          const snapshot = market.snapshot(instrument.symbol, asOfMs);
          return stockFacts(instrument, snapshot, { sessionDay, regularDay, past }, recent, asOfMs);
        }),
      );
      return { asOfMs, stocks: facts };
    },
  };
}
