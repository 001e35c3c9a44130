import { bookMomentMs } from '@server/simulator/market/overnight-gap';
import type { HandlerContext } from '../handler-context';
import { parseBooleanParam, parseCategory, parseIntegerParam, parseSymbolList, requireParam } from '../param-parsers';
import { resolveSymbols } from '../resolve-symbols';

/**
 * Order-book depth (quotes): docs/protocol.md#market-data; `depth` 1..50 (US maximum), default 10.
 * In the overnight session only with `overnight_required` (docs/protocol.md#overnight-depth).
 */
export function getDepth({ params, market, marketNowMs }: HandlerContext) {
  const symbols = parseSymbolList('symbol', requireParam('symbol', params.symbol), 1);
  const category = parseCategory(requireParam('category', params.category));
  const levels = parseIntegerParam('depth', params.depth, { min: 1, max: 50, fallback: 10 });
  const overnight = parseBooleanParam('overnight_required', params.overnight_required);
  const [instrument] = resolveSymbols(market, symbols, category);
  if (instrument === undefined) return null;
  const depth = market.depth(instrument.symbol, bookMomentMs(marketNowMs, overnight), levels);
  return {
    symbol: instrument.symbol,
    instrument_id: instrument.instrument_id,
    quote_time: depth.quote_time,
    asks: depth.asks.map(({ price, size }) => ({ price, size })),
    bids: depth.bids.map(({ price, size }) => ({ price, size })),
  };
}
