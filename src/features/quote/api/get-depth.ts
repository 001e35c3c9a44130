import { queryOptions, useQuery } from '@tanstack/react-query';
import { depthSchema, type Depth } from '@contracts/market-data';
import { apiGet } from '@src/lib/api-client';

/** Levels shown per side of the ladder. */
export const LADDER_LEVELS = 10;

export function getDepth(symbol: string, signal?: AbortSignal): Promise<Depth> {
  return apiGet('/api/depth', { symbol, depth: LADDER_LEVELS }, depthSchema, signal);
}

/**
 * The book once, as the ladder's first value when the stream does not give it (`enabled`: see
 * use-first-value-from-rest.ts); the stream (`depth/<SYMBOL>`) keeps it current.
 */
export function useDepth(symbol: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['depth', symbol],
      queryFn: ({ signal }) => getDepth(symbol, signal),
      staleTime: Infinity,
      enabled,
    }),
  );
}
