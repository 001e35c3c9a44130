import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderListSchema } from '../contracts/orders';
import { apiGet } from '../lib/api-client';
import { queryKeys } from './query-keys';

/**
 * `GET /api/orders?account_id=&view=`: open orders, or the recent history (today's and the
 * last days' finished orders). The ticket, the order list and the chart's order lines read it.
 */
export function ordersQueryOptions(accountId: string | undefined, view: 'open' | 'history') {
  return queryOptions({
    queryKey: queryKeys.orders(accountId ?? '', view),
    queryFn: ({ queryKey, signal }) =>
      apiGet('/api/orders', { account_id: queryKey[1], view: queryKey[3] }, orderListSchema, signal),
    enabled: accountId !== undefined && accountId !== '',
    staleTime: 30_000,
  });
}

export function useOrders(accountId: string | undefined, view: 'open' | 'history') {
  return useQuery(ordersQueryOptions(accountId, view));
}
