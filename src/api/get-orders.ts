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
    // A live step puts its order at the top of a list, and sharing matches old and new entries by
    // position: every order after it came back as a new object and every row drew again. Lists
    // are written order by order (./order-cache.ts), so the orders a step did not touch keep
    // their identity without it; a REST read redraws the list once.
    structuralSharing: false,
  });
}

export function useOrders(accountId: string | undefined, view: 'open' | 'history') {
  return useQuery(ordersQueryOptions(accountId, view));
}
