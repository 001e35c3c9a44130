import { queryOptions, useQuery } from '@tanstack/react-query';
import { fundamentalsResponseSchema, type FundamentalOperation } from '../contracts/fundamentals';
import { apiGet } from '../lib/api-client';
import { staleTimeFor } from './fundamental-stale-times';
import { queryKeys } from './query-keys';

/** Extra parameters some operations take (type/count for statements, sort_by...). */
export type FundamentalParams = {
  type?: 'ANNUAL' | 'QUARTERLY';
  count?: number;
  sort_by?: string;
  last_date?: string;
  pagination_key?: string;
};

/** `secondary`: the answer decorates another view (the chart's markers) and waits behind it at the BFF. */
export type FundamentalPriority = 'secondary' | undefined;

/** One fundamentals operation for one symbol, `data` parsed with the operation's schema. */
export function getFundamental<Op extends FundamentalOperation>(
  operation: Op,
  symbol: string,
  params: FundamentalParams,
  signal?: AbortSignal,
  priority?: FundamentalPriority,
) {
  return apiGet(
    `/api/fundamentals/${operation}`,
    { symbol, ...params, priority },
    fundamentalsResponseSchema(operation),
    signal,
  );
}

/**
 * One operation's answer for one symbol. The fundamentals tabs and the chart's earnings and
 * dividend markers both read calendars through this, so they share one answer.
 */
export function fundamentalQueryOptions<Op extends FundamentalOperation>(
  operation: Op,
  symbol: string,
  params: FundamentalParams = {},
  priority?: FundamentalPriority,
) {
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- the priority orders the BFF's queue only
  return queryOptions({
    // The priority is not part of the key: the tab and the markers share one answer.
    queryKey: queryKeys.fundamental(operation, symbol, params),
    // The signal goes with the request, so a switch away drops the BFF's queued call.
    queryFn: ({ signal }) => getFundamental(operation, symbol, params, signal, priority),
    staleTime: staleTimeFor(operation),
    gcTime: staleTimeFor(operation),
  });
}

/** Fetched when the component using it mounts, i.e. when its tab is opened. */
export function useFundamental<Op extends FundamentalOperation>(
  operation: Op,
  symbol: string,
  params: FundamentalParams = {},
) {
  return useQuery(fundamentalQueryOptions(operation, symbol, params));
}
