import { useQuery } from '@tanstack/react-query';
import { searchInstrumentsQueryOptions } from './search-instruments';
import type { Category } from '../contracts/common';
import type { InstrumentSummary } from '../contracts/instruments';

/** The category of the match that is `symbol` itself; `null` when the directory does not know it. */
function categoryOf(matches: readonly InstrumentSummary[], symbol: string): Category | null {
  return matches.find((match) => match.symbol === symbol)?.category ?? null;
}

/**
 * Whether `symbol` is a stock or a fund, from the BFF's instrument directory (no upstream
 * market-data call): stock and fund fundamentals are different operations
 * (docs/protocol.md#fundamentals). The same search entry as typing the symbol in a search box.
 */
export function useInstrumentCategory(symbol: string) {
  return useQuery({
    ...searchInstrumentsQueryOptions(symbol),
    // A symbol does not change from stock to fund.
    staleTime: Infinity,
    select: (matches) => categoryOf(matches, symbol),
  });
}
