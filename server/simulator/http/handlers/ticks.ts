import type { HandlerContext } from '../handler-context';
import { parseCategory, parseIntegerParam, parseSessions, parseSymbolList, requireParam } from '../param-parsers';
import { resolveSymbols } from '../resolve-symbols';

/** Recent trades, newest first: docs/protocol.md#market-data; `count` 1..1000, default 30. */
export function listTicks({ params, market, marketNowMs }: HandlerContext) {
  const symbols = parseSymbolList('symbol', requireParam('symbol', params.symbol), 1);
  const category = parseCategory(requireParam('category', params.category));
  const count = parseIntegerParam('count', params.count, { min: 1, max: 1000, fallback: 30 });
  parseSessions(params.trading_sessions);
  const [instrument] = resolveSymbols(market, symbols, category);
  if (instrument === undefined) return null;
  return {
    symbol: instrument.symbol,
    instrument_id: instrument.instrument_id,
    result: market.ticks(instrument.symbol, marketNowMs, count).map((tick) => ({
      time: String(tick.time),
      price: tick.price,
      volume: tick.volume,
      side: tick.side,
    })),
  };
}
