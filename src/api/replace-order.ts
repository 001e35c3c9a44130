import { useMutation, useQueryClient } from '@tanstack/react-query';
import { placeOrderResultSchema, replaceOrderSchema, type PlaceOrderResult } from '../contracts/orders';
import { apiSend } from '../lib/api-client';
import { writeOrders } from './order-cache';

export type OrderChange = { quantity?: string; limit_price?: string; stop_price?: string };

/**
 * `POST /api/orders/:clientOrderId/replace`: new terms for a working order (the order list's
 * inline edit and the chart's dragged lines). The change is checked with the contract first,
 * so a typo is refused here in words rather than by the broker.
 */
export async function replaceOrder(
  accountId: string,
  clientOrderId: string,
  change: OrderChange,
): Promise<PlaceOrderResult> {
  const body = replaceOrderSchema.safeParse({ account_id: accountId, ...change });
  if (!body.success) throw new Error(body.error.issues[0]?.message ?? 'The change is not valid.');
  return apiSend('POST', `/api/orders/${encodeURIComponent(clientOrderId)}/replace`, body.data, placeOrderResultSchema);
}

/** Sends a replace and writes the order as the BFF answers it into the account's lists. */
export function useReplaceOrder(accountId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ clientOrderId, change }: { clientOrderId: string; change: OrderChange }) =>
      replaceOrder(accountId, clientOrderId, change),
    onSuccess: (result) => {
      writeOrders(client, accountId, result.orders);
    },
  });
}
