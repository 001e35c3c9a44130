import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Timespan } from '../../../contracts/common';
import { getBars } from './get-bars';

/** The in-progress bar moves with the market; refresh the newest two this often. */
export const LATEST_BARS_POLL_MS = 10_000;

export function latestBarsQueryOptions(symbol: string, timespan: Timespan, enabled: boolean) {
  return queryOptions({
    queryKey: ['bars', 'latest', symbol, timespan],
    // Two bars: the one in progress and the one it replaced when a new interval began.
    queryFn: ({ signal }) => getBars({ symbol, timespan, count: 2 }, signal),
    refetchInterval: LATEST_BARS_POLL_MS,
    enabled,
  });
}

export function useLatestBars(symbol: string, timespan: Timespan, enabled: boolean) {
  return useQuery(latestBarsQueryOptions(symbol, timespan, enabled));
}
