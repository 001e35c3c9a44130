import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderDetailSchema, type OrderDetail } from '@contracts/orders';
import { queryKeys } from '@src/api/query-keys';
import { apiGet } from '@src/lib/api-client';

/** `GET /api/orders/:clientOrderId?account_id=`: the order and every step of its life. */
export function getOrderDetail(accountId: string, clientOrderId: string, signal?: AbortSignal): Promise<OrderDetail> {
  return apiGet(
    `/api/orders/${encodeURIComponent(clientOrderId)}`,
    { account_id: accountId },
    orderDetailSchema,
    signal,
  );
}

/** Read once when the timeline opens; the `orders/<id>` topic appends later steps (src/api/order-cache.ts). */
export function orderDetailQueryOptions(accountId: string, clientOrderId: string) {
  return queryOptions({
    queryKey: queryKeys.orderDetail(accountId, clientOrderId),
    queryFn: ({ signal }) => getOrderDetail(accountId, clientOrderId, signal),
    staleTime: 30_000,
  });
}

export function useOrderDetail(accountId: string, clientOrderId: string) {
  return useQuery(orderDetailQueryOptions(accountId, clientOrderId));
}
