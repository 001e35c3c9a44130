import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '../../../contracts/common';
import { instrumentSearchResultSchema } from '../../../contracts/instruments';
import { apiGet } from '../../../lib/api-client';

/**
 * Whether `symbol` is a stock or a fund, from the BFF's instrument directory (no upstream
 * market-data call): stock and fund fundamentals are different operations (docs/protocol.md#fundamentals).
 * `null` when the directory does not know the symbol.
 */
export async function getInstrumentCategory(symbol: string, signal?: AbortSignal): Promise<Category | null> {
  const matches = await apiGet('/api/instruments/search', { q: symbol, limit: 10 }, instrumentSearchResultSchema, signal);
  return matches.find((match) => match.symbol === symbol)?.category ?? null;
}

export function useInstrumentCategory(symbol: string) {
  return useQuery(
    queryOptions({
      queryKey: ['instrument-category', symbol],
      queryFn: ({ signal }) => getInstrumentCategory(symbol, signal),
      // A symbol does not change from stock to fund.
      staleTime: Infinity,
    }),
  );
}
