import { useMutation, useQueryClient } from '@tanstack/react-query';
import { placeOrderResultSchema, type OrderDraft, type PlaceOrderResult } from '@contracts/orders';
import { queryKeys } from '@src/api/query-keys';
import { apiSend } from '@src/lib/api-client';

/**
 * `POST /api/orders`: places the order (a bracket answers its three orders). Never retried by
 * the page: sending the same `client_order_id` again is the only safe repeat, and only the
 * trader decides it.
 */
export function placeOrder(draft: OrderDraft): Promise<PlaceOrderResult> {
  return apiSend('POST', '/api/orders', draft, placeOrderResultSchema);
}

type PlaceCallbacks = {
  onPlaced: (result: PlaceOrderResult, draft: OrderDraft) => void;
  onFailed: (error: Error, draft: OrderDraft) => void;
};

/**
 * Places orders. An accepted order needs no re-read: the BFF pushes its steps on `orders/<id>`
 * and the balance on `account/<id>`, and a tab whose link was down reads the account again when
 * it comes back (src/api/use-live-account-sync.ts). Re-reading on every answer would re-render
 * every screen of the account in the same frame as the result card, and spend the order-query
 * budget. Without an answer the order's fate is unknown, so the account is read again then.
 * The callbacks run for every order sent, also when several are in flight (hotkeys).
 */
export function usePlaceOrder({ onPlaced, onFailed }: PlaceCallbacks) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: onPlaced,
    onError: (error, draft) => {
      onFailed(error, draft);
      // Not awaited: the ticket is free again as soon as the answer is in.
      void client.invalidateQueries({ queryKey: queryKeys.account(draft.account_id) });
    },
  });
}
