import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  placeOrderResultSchema,
  replaceOrderSchema,
  type PlaceOrderResult,
  type TradingOrder,
} from '../contracts/orders';
import { apiSend } from '../lib/api-client';
import { announceModified, type OrderTerms } from '../lib/modified-orders';
import { writeOrders } from './order-cache';

export type OrderChange = OrderTerms;

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

type ReplaceVariables = {
  clientOrderId: string;
  change: OrderChange;
  /** The order as the trader changed it: once the BFF takes the change it is announced, with Undo. */
  before?: TradingOrder;
};

/**
 * Sends a replace and writes the order as the BFF answers it into the account's lists. A change
 * the trader made (`before` given) is announced once taken; an Undo's own replace is not.
 */
export function useReplaceOrder(accountId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ clientOrderId, change }: ReplaceVariables) => replaceOrder(accountId, clientOrderId, change),
    onSuccess: (result, { change, before }) => {
      writeOrders(client, accountId, result.orders);
      if (before !== undefined) announceModified({ accountId, before, change });
    },
  });
}
