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
 * Places orders, then reads the account's orders, balance and positions again (the
 * `orders/<id>` topic brings the later steps). The callbacks run for every order sent, also
 * when several are in flight (hotkeys).
 */
export function usePlaceOrder({ onPlaced, onFailed }: PlaceCallbacks) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: onPlaced,
    onError: onFailed,
    // Not awaited: the ticket is free for the next order as soon as this one is answered, not
    // when the account's (rate-limited) reads come back.
    onSettled: (_data, _error, draft) => {
      void client.invalidateQueries({ queryKey: queryKeys.account(draft.account_id) });
    },
  });
}
