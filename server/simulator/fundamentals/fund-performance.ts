import Decimal from 'decimal.js';
import type { ModelTicker } from '../market/catalogue/build-instruments';
import type { Market } from '../market/market';
import { launchMs } from './fund-basis';
import { barDate, closeOn, closedDays } from './fund-prices';

const DAY_MS = 86_400_000;

function monthsBefore(ms: number, months: number): number {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - months, d.getUTCDate());
}

/**
 * Total price return (fractions, 4 decimals) to the newest close over 1, 3, 6 months and 1,
 * 3, 5, 10 years and since inception, from the same daily bars the chart shows; null for a
 * span longer than the fund has existed.
 */
export function fundPerformance(market: Market, ticker: ModelTicker, nowMs: number) {
  const symbol = ticker.instrument.symbol;
  const [last] = closedDays(market, symbol, nowMs, 1);
  if (last === undefined) throw new Error('no closed day');
  const endDay = Date.parse(barDate(last));
  const launch = launchMs(ticker);
  const since = (startDay: number): string | null => {
    if (startDay < launch) return null;
    const start = closeOn(market, symbol, nowMs, startDay);
    return start === undefined ? null : new Decimal(last.close).div(start.close).minus(1).toFixed(4);
  };
  return {
    currency: 'USD',
    end_date: barDate(last),
    return_1m: since(monthsBefore(endDay, 1)),
    return_3m: since(monthsBefore(endDay, 3)),
    return_6m: since(monthsBefore(endDay, 6)),
    return_1y: since(monthsBefore(endDay, 12)),
    return_3y: since(monthsBefore(endDay, 36)),
    return_5y: since(monthsBefore(endDay, 60)),
    return_10y: since(monthsBefore(endDay, 120)),
    return_si: since(Math.ceil(launch / DAY_MS) * DAY_MS),
  };
}
