import { useQuery } from '@tanstack/react-query';
import { snapshotListSchema } from '../../../contracts/market-data';
import { apiGet } from '../../../lib/api-client';

/**
 * The last price of `symbol`, to draw the analysts' targets against. Same route and cache
 * key as the quote panel's snapshot poll, so while both show one symbol no extra call is made.
 */
export function useCurrentPrice(symbol: string) {
  return useQuery({
    queryKey: ['snapshots', symbol],
    queryFn: ({ signal }) => apiGet('/api/snapshots', { symbols: symbol }, snapshotListSchema, signal),
    staleTime: 2_000,
    select: (list) => list.find((item) => item.symbol === symbol)?.price,
  });
}
