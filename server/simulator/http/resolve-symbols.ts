import type { Market } from '../market/market';
import type { MarketCategory, SimInstrument } from '../market/types';
import { ApiError } from './api-error';

/**
 * Looks up every symbol in the catalogue. Unknown symbols and symbols of another category
 * than the one sent (e.g. SPY with US_STOCK) are rejected together, naming them all.
 */
export function resolveSymbols(market: Market, symbols: readonly string[], category: MarketCategory): SimInstrument[] {
  const found = symbols.map((symbol) => ({ symbol, instrument: market.instrument(symbol) }));
  const invalid = found.filter(({ instrument }) => instrument === undefined || instrument.category !== category);
  if (invalid.length > 0) {
    throw new ApiError(
      400,
      'INVALID_SYMBOL',
      `Invalid symbol for category ${category}: ${invalid.map((i) => i.symbol).join(', ')}.`,
    );
  }
  return found.flatMap(({ instrument }) => (instrument === undefined ? [] : [instrument]));
}
