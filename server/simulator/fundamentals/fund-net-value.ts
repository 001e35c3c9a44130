import Decimal from 'decimal.js';
import type { ModelTicker } from '../market/catalogue/build-instruments';
import { uniform } from '../market/hash';
import type { Market } from '../market/market';
import { barDate, closedDays } from './fund-prices';
import { FSTREAM } from './streams';

/**
 * Net asset value per share of the `count` newest closed days up to `lastDay` (UTC ms of a
 * date), newest first: the day's close with the small premium or discount (+/- 0.05 %) at
 * which an ETF trades to its basket.
 */
export function fundNetValues(market: Market, ticker: ModelTicker, nowMs: number, count: number, lastDay?: number) {
  return closedDays(market, ticker.instrument.symbol, nowMs, count, lastDay).map((bar) => {
    const premium = 0.0005 * (2 * uniform(ticker.key, FSTREAM.navPremium, Math.floor(bar.time / 86_400_000)) - 1);
    return { date: barDate(bar), currency: 'USD', net_value: new Decimal(bar.close).div(1 + premium).toFixed(4) };
  });
}
