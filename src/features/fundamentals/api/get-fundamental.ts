import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  fundamentalsResponseSchema,
  type FundamentalOperation,
} from '../../../contracts/fundamentals';
import { apiGet } from '../../../lib/api-client';
import { staleTimeFor } from '../utils/stale-times';

/** Extra parameters some operations take (type/count for statements, sort_by...). */
export type FundamentalParams = {
  type?: 'ANNUAL' | 'QUARTERLY';
  count?: number;
  sort_by?: string;
  last_date?: string;
  pagination_key?: string;
};

/** One fundamentals operation for one symbol, `data` parsed with the operation's schema. */
export function getFundamental<Op extends FundamentalOperation>(
  operation: Op,
  symbol: string,
  params: FundamentalParams,
  signal?: AbortSignal,
) {
  return apiGet(`/api/fundamentals/${operation}`, { symbol, ...params }, fundamentalsResponseSchema(operation), signal);
}

export function fundamentalQueryOptions<Op extends FundamentalOperation>(operation: Op, symbol: string, params: FundamentalParams = {}) {
  return queryOptions({
    queryKey: ['fundamentals', operation, symbol, params],
    queryFn: ({ signal }) => getFundamental(operation, symbol, params, signal),
    staleTime: staleTimeFor(operation),
    gcTime: staleTimeFor(operation),
  });
}

/** Fetched when the component using it mounts, i.e. when its tab is opened. */
export function useFundamental<Op extends FundamentalOperation>(operation: Op, symbol: string, params: FundamentalParams = {}) {
  return useQuery(fundamentalQueryOptions(operation, symbol, params));
}
