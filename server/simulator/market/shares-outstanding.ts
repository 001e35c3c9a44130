import { tickerBySymbol } from './catalogue/ticker-by-symbol';
import { uniform } from './hash';

const STREAM_SHARES = 107;

/**
 * Shares outstanding of a stock (a whole number), from its average daily volume: large caps
 * trade about 0.2-0.7 % of their shares a day, so shares = volume x 150..450. Depends on the
 * symbol alone. Undefined for an unknown symbol.
 */
export function sharesOutstanding(symbol: string): number | undefined {
  const ticker = tickerBySymbol(symbol);
  if (ticker === undefined) return undefined;
  return Math.round(ticker.avgDailyVolume * (150 + 300 * uniform(ticker.key, STREAM_SHARES)));
}
