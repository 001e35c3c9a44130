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

/**
 * The recent trades, as the list's first value; the stream (`tick/<SYMBOL>`) adds the rest.
 * Fetched afresh each time the symbol is shown: the tab follows a symbol's trades only while it
 * shows it, so an answer kept from an earlier visit would sit under the new trades with the ones
 * in between missing (docs/decisions/0072-time-and-sales-starts-fresh-on-a-return.md).
 */
export function recentTicksQueryOptions(symbol: string) {
  return queryOptions({
    queryKey: ['ticks', symbol],
    queryFn: ({ signal }) => getTicks(symbol, signal),
    // While shown, the stream keeps the list current, so the answer is never refetched...
    staleTime: Infinity,
    // ...and once nothing shows it (the live store drops the symbol's trades then too), it goes.
    gcTime: 0,
  });
}

export function useRecentTicks(symbol: string) {
  return useQuery(recentTicksQueryOptions(symbol));
}
