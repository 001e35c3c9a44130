import { buildCatalogue, type ModelTicker } from './build-instruments';

let bySymbol: ReadonlyMap<string, ModelTicker> | undefined;

/**
 * The catalogue row of a symbol, for models that depend on the symbol alone (dividends, share
 * counts) and not on the price seed. The catalogue is static, so it is built once.
 */
export function tickerBySymbol(symbol: string): ModelTicker | undefined {
  bySymbol ??= new Map(buildCatalogue().map((ticker) => [ticker.instrument.symbol, ticker]));
  return bySymbol.get(symbol);
}
