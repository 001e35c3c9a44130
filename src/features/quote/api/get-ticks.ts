import { queryOptions, useQuery } from '@tanstack/react-query';
import { ticksResponseSchema, type Tick } from '@contracts/market-data';
import { apiGet } from '@src/lib/api-client';

/** Trades the time-and-sales list shows. */
export const TRADES_SHOWN = 30;

/** Recent trades, newest first. */
export function getTicks(symbol: string, signal?: AbortSignal): Promise<Tick[]> {
  return apiGet('/api/ticks', { symbol, count: TRADES_SHOWN }, ticksResponseSchema, signal).then(
    (answer) => answer.ticks,
  );
}

/** The recent trades once, as the list's first value; the stream (`tick/<SYMBOL>`) adds the rest. */
export function useRecentTicks(symbol: string) {
  return useQuery(
    queryOptions({
      queryKey: ['ticks', symbol],
      queryFn: ({ signal }) => getTicks(symbol, signal),
      staleTime: Infinity,
    }),
  );
}
