import { tickerBySymbol } from './catalogue/ticker-by-symbol';
import { uniform } from './hash';

const STREAM_SHARES = 107;

/**
 * Daily turnover (volume / shares outstanding) of a stock: calm large caps trade about 0.3 %
 * of their shares a day, volatile names several percent (as they do), so the share count, and
 * with it the market value, stays in the range real companies of that profile have.
 */
function dailyTurnover(annualVolatility: number, u: number): number {
  const turnover = 0.003 * Math.exp(5.5 * (annualVolatility - 0.2)) * (0.85 + 0.3 * u);
  return Math.min(0.06, Math.max(0.002, turnover));
}

/**
 * Shares outstanding of a stock (a whole number): its average daily volume over its daily
 * turnover. Depends on the symbol alone; every market value (screeners, statements) is
 * price x this number. Undefined for an unknown symbol.
 */
export function sharesOutstanding(symbol: string): number | undefined {
  const ticker = tickerBySymbol(symbol);
  if (ticker === undefined) return undefined;
  return Math.round(ticker.avgDailyVolume / dailyTurnover(ticker.annualVolatility, uniform(ticker.key, STREAM_SHARES)));
}
