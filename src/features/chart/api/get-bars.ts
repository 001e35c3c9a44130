import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Timespan } from '@contracts/common';
import { barsResponseSchema, type BarsResponse } from '@contracts/market-data';
import { apiGet } from '@src/lib/api-client';
import { olderPageParam } from '../utils/merge-bars';

/** Bars asked for on the first load and for each older page. */
export const BARS_PAGE_SIZE = 300;

export type GetBarsInput = { symbol: string; timespan: Timespan; count: number; end?: number | undefined };

/** Bars oldest first; with `end`, only bars that start before it (paging back). */
export function getBars(input: GetBarsInput, signal?: AbortSignal): Promise<BarsResponse> {
  const { symbol, timespan, count, end } = input;
  return apiGet('/api/bars', { symbol, timespan, count, end }, barsResponseSchema, signal);
}

/** History pages, newest page first; each next page ends where the previous one began. */
export function barsHistoryQueryOptions(symbol: string, timespan: Timespan) {
  return infiniteQueryOptions({
    queryKey: ['bars', 'history', symbol, timespan],
    queryFn: ({ pageParam, signal }) => getBars({ symbol, timespan, count: BARS_PAGE_SIZE, end: pageParam }, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (lastPage, _pages, lastParam) => olderPageParam(lastPage.bars, lastParam),
    // Closed bars never change; the newest bar is kept fresh by the latest-bars poll.
    staleTime: Infinity,
  });
}

export function useBarsHistory(symbol: string, timespan: Timespan) {
  return useInfiniteQuery(barsHistoryQueryOptions(symbol, timespan));
}
