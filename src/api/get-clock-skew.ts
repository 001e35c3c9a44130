import { queryOptions, useQuery } from '@tanstack/react-query';
import { clockSkewSchema, type ClockSkew } from '../contracts/clock-skew';
import { apiGet } from '../lib/api-client';
import { queryKeys } from './query-keys';

/** `GET /api/clock-skew` */
export function getClockSkew(signal?: AbortSignal): Promise<ClockSkew> {
  return apiGet('/api/clock-skew', {}, clockSkewSchema, signal);
}

/**
 * How far the broker's clock is from the BFF's. The BFF measures it from the broker's answers, so
 * the first reading may come before any answer: it is read again every 30 s.
 */
export function useClockSkew() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.clockSkew(),
      queryFn: ({ signal }) => getClockSkew(signal),
      staleTime: 15_000,
      refetchInterval: 30_000,
    }),
  );
}
