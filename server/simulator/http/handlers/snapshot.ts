import type { HandlerContext } from '../handler-context';
import { parseBooleanParam, parseCategory, parseSymbolList, requireParam } from '../param-parsers';
import { resolveSymbols } from '../resolve-symbols';

/**
 * Snapshots in the order asked (docs/protocol.md#market-data). `extend_hour_*` fields only when
 * extend_hour_required is true, `ovn_*` only when overnight_required is true.
 */
export function listSnapshots({ params, market, marketNowMs }: HandlerContext) {
  const symbols = parseSymbolList('symbols', requireParam('symbols', params.symbols), 100);
  const category = parseCategory(requireParam('category', params.category));
  const extended = parseBooleanParam('extend_hour_required', params.extend_hour_required);
  const overnight = parseBooleanParam('overnight_required', params.overnight_required);
  return resolveSymbols(market, symbols, category).map((instrument) => {
    const snapshot: Record<string, unknown> = { ...market.snapshot(instrument.symbol, marketNowMs) };
    const fields = Object.entries(snapshot).filter(
      ([name]) => (extended || !name.startsWith('extend_hour_')) && (overnight || !name.startsWith('ovn_')),
    );
    return { symbol: instrument.symbol, instrument_id: instrument.instrument_id, ...Object.fromEntries(fields) };
  });
}
