import { useMutation, useQueryClient } from '@tanstack/react-query';
import { placeOrderResultSchema, type OrderDraft, type PlaceOrderResult } from '@contracts/orders';
import type { Position } from '@contracts/portfolio';
import { writeOrders } from '@src/api/order-cache';
import { apiSend } from '@src/lib/api-client';
import { closeOrderDraft } from '../utils/close-order';

/** `POST /api/orders`: not retried; the BFF resends it once only after a stale-timestamp 401 (docs/decisions.md#orders-and-other-posts-are-not-retried-but-resent-once-after-a-stale-timestamp). */
export function placeOrder(draft: OrderDraft): Promise<PlaceOrderResult> {
  return apiSend('POST', '/api/orders', draft, placeOrderResultSchema);
}

/** Places the order closing a whole position and puts it in the account's lists as the BFF answers it. */
export function useClosePosition(accountId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ position, clientOrderId }: { position: Position; clientOrderId: string }) =>
      placeOrder(closeOrderDraft(accountId, position, clientOrderId)),
    retry: false,
    onSuccess: (result) => {
      writeOrders(client, accountId, result.orders);
    },
  });
}
