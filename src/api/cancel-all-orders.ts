import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { cancelAllResultSchema } from '@contracts/orders';
import { queryKeys } from '@src/api/query-keys';
import { apiSend } from '@src/lib/api-client';

export type CancelAllResult = z.infer<typeof cancelAllResultSchema>;

/** `POST /api/orders/cancel-all`: asks to cancel every open order of the account. */
export function cancelAllOrders(accountId: string): Promise<CancelAllResult> {
  return apiSend('POST', '/api/orders/cancel-all', { account_id: accountId }, cancelAllResultSchema);
}

type CancelAllCallbacks = {
  onDone?: (result: CancelAllResult) => void;
  onFailed?: (error: Error) => void;
};

/**
 * Cancel all, for the orders panel and the hotkey. The answer names only ids, so the account is
 * read again to show where each order now stands; that read is not awaited, so the control is
 * free again as soon as the broker has answered, not when the (rate-limited) lists come back.
 */
export function useCancelAllOrders({ onDone, onFailed }: CancelAllCallbacks = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelAllOrders,
    onSuccess: onDone,
    onError: onFailed,
    onSettled: (_data, _error, accountId) => {
      void client.invalidateQueries({ queryKey: queryKeys.account(accountId) });
    },
  });
}
