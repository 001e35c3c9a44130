import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Timespan } from '@contracts/common';
import type { BarsResponse } from '@contracts/market-data';
import { accumulateTail } from '../utils/merge-bars';
import { getBars } from './get-bars';

/** The in-progress bar moves with the market; refresh the newest two this often. */
export const LATEST_BARS_POLL_MS = 10_000;

/** Bound on the bars the poll keeps (a day of M1 bars, more than any screen shows). */
export const MAX_TAIL_BARS = 1_440;

/**
 * The newest bars, polled. Each answer is merged into what the poll already holds, so bars
 * that formed after the history page loaded stay on the chart.
 */
export function latestBarsQueryOptions(symbol: string, timespan: Timespan, enabled: boolean) {
  return queryOptions({
    queryKey: ['bars', 'latest', symbol, timespan],
    queryFn: async ({ signal, client, queryKey }): Promise<BarsResponse> => {
      // Two bars: the one in progress and the one it replaced when a new interval began.
      const fresh = await getBars({ symbol, timespan, count: 2 }, signal);
      const previous = client.getQueryData<BarsResponse>(queryKey);
      return { ...fresh, bars: accumulateTail(previous?.bars, fresh.bars, MAX_TAIL_BARS) };
    },
    refetchInterval: LATEST_BARS_POLL_MS,
    enabled,
  });
}

export function useLatestBars(symbol: string, timespan: Timespan, enabled: boolean) {
  return useQuery(latestBarsQueryOptions(symbol, timespan, enabled));
}
