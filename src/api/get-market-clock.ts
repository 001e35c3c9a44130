import { queryOptions, useQuery } from '@tanstack/react-query';
import { marketClockSchema, type MarketClock } from '../contracts/market-clock';
import { apiGet } from '../lib/api-client';
import { queryKeys } from './query-keys';

/** `GET /api/market-clock` */
export function getMarketClock(signal?: AbortSignal): Promise<MarketClock> {
  return apiGet('/api/market-clock', {}, marketClockSchema, signal);
}

/**
 * The broker's market time next to the BFF's clock, checked once a minute (it changes when a
 * closure ends). The header's badge and the order ticket's session checks share this entry.
 */
export function marketClockQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.marketClock(),
    queryFn: ({ signal }) => getMarketClock(signal),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

export function useMarketClock() {
  return useQuery(marketClockQueryOptions());
}
