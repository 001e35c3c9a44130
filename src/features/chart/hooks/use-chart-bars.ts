import { useCallback, useMemo } from 'react';
import type { Timespan } from '@contracts/common';
import { useBarsHistory } from '../api/get-bars';
import { useLatestBars } from '../api/get-latest-bars';
import { mergeBars } from '../utils/merge-bars';

/**
 * The bars the chart shows: history pages (paged back on demand) merged with a light poll
 * of the newest bars, oldest first.
 */
export function useChartBars(symbol: string, timespan: Timespan) {
  const history = useBarsHistory(symbol, timespan);
  const latest = useLatestBars(symbol, timespan, history.isSuccess);
  const pages = history.data?.pages;
  const tail = latest.data?.bars;

  const bars = useMemo(() => {
    const oldestFirst = (pages ?? []).map((page) => page.bars).reverse();
    return mergeBars(tail === undefined ? oldestFirst : [...oldestFirst, tail]);
  }, [pages, tail]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;
  const loadOlder = useCallback(() => {
    // Scrolling fires many range events before the next render shows the fetch in flight;
    // without cancelRefetch: false each one would abort the page being loaded and start over.
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage({ cancelRefetch: false });
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const { refetch } = history;
  const retry = useCallback(() => {
    void refetch();
  }, [refetch]);

  return {
    bars,
    /** When the server's bars last changed (ms): streamed prices older than this are already in them. */
    updatedAt: Math.max(history.dataUpdatedAt, latest.dataUpdatedAt),
    isPending: history.isPending,
    error: history.error,
    isLoadingOlder: isFetchingNextPage,
    /** Whether older history may exist beyond the loaded bars. */
    hasOlder: hasNextPage,
    loadOlder,
    retry,
  };
}
