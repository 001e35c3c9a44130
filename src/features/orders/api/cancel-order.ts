import { useMutation, useQueryClient } from '@tanstack/react-query';
import { placeOrderResultSchema, type PlaceOrderResult } from '@contracts/orders';
import { writeOrders } from '@src/api/order-cache';
import { apiSend } from '@src/lib/api-client';

/** `POST /api/orders/:clientOrderId/cancel`: asked at once, with no check in front of it. */
export function cancelOrder(accountId: string, clientOrderId: string): Promise<PlaceOrderResult> {
  return apiSend(
    'POST',
    `/api/orders/${encodeURIComponent(clientOrderId)}/cancel`,
    { account_id: accountId },
    placeOrderResultSchema,
  );
}

export function useCancelOrder(accountId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (clientOrderId: string) => cancelOrder(accountId, clientOrderId),
    onSuccess: (result) => {
      writeOrders(client, accountId, result.orders);
    },
  });
}
