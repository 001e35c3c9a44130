import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { placeOrderResultSchema, type OrderDraft, type PlaceOrderResult } from '@contracts/orders';
import { startOwnRequest } from '@src/api/order-cache';
import { queryKeys } from '@src/api/query-keys';
import { apiSend } from '@src/lib/api-client';
import { useLatest } from '../hooks/use-latest';

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
 * Places orders. The request leaves within the click, before anything it makes the page render
 * (a mutation hook starts it a few microtasks later, after the ticket's own render): the broker
 * is on the critical path, the page's work is not.
 *
 * An accepted order needs no re-read: the BFF pushes its steps on `orders/<id>`
 * and the balance on `account/<id>`, and a tab whose link was down reads the account again when
 * it comes back (src/api/use-live-account-sync.ts). Re-reading on every answer would re-render
 * every screen of the account in the same frame as the result card, and spend the order-query
 * budget. Without an answer the order's fate is unknown, so the account is read again then.
 * The callbacks run for every order sent, also when several are in flight (hotkeys).
 */
export function usePlaceOrder(callbacks: PlaceCallbacks) {
  const client = useQueryClient();
  const latest = useLatest(callbacks);
  const [inFlight, setInFlight] = useState(0);
  const mutate = (draft: OrderDraft) => {
    const answer = placeOrder(draft);
    const settled = startOwnRequest(draft.account_id, draft.client_order_id);
    setInFlight((count) => count + 1);
    void answer
      .then(
        (result) => {
          latest.current.onPlaced(result, draft);
        },
        (error: unknown) => {
          latest.current.onFailed(error instanceof Error ? error : new Error(String(error)), draft);
          // Not awaited: the ticket is free again as soon as the answer is in.
          void client.invalidateQueries({ queryKey: queryKeys.account(draft.account_id) });
        },
      )
      .finally(() => {
        settled();
        setInFlight((count) => count - 1);
      });
  };
  return { mutate, isPending: inFlight > 0 };
}
