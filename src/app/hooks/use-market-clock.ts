import { useQuery } from '@tanstack/react-query';
import { marketClockSchema, type MarketClock } from '@contracts/market-clock';
import { apiGet } from '@src/lib/api-client';

export const MARKET_CLOCK_QUERY_KEY = ['market-clock'] as const;

export function getMarketClock(signal?: AbortSignal): Promise<MarketClock> {
  return apiGet('/api/market-clock', {}, marketClockSchema, signal);
}

/** The broker's market time next to the BFF's clock, checked once a minute (it changes when a closure ends). */
export function useMarketClock() {
  return useQuery({
    queryKey: MARKET_CLOCK_QUERY_KEY,
    queryFn: ({ signal }) => getMarketClock(signal),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}
