import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { cancelAllResultSchema } from '@contracts/orders';
import { queryKeys } from '@src/api/query-keys';
import { apiSend } from '@src/lib/api-client';

export type CancelAllResult = z.infer<typeof cancelAllResultSchema>;

/** `POST /api/orders/cancel-all`: every open order of the account. */
export function cancelAllOrders(accountId: string): Promise<CancelAllResult> {
  return apiSend('POST', '/api/orders/cancel-all', { account_id: accountId }, cancelAllResultSchema);
}

/** The answer names only ids, so the lists are read again to show where each order now stands. */
export function useCancelAllOrders(accountId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => cancelAllOrders(accountId),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.orderLists(accountId) }),
  });
}
