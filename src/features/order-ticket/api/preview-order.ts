import { useQuery } from '@tanstack/react-query';
import { orderPreviewSchema, type OrderDraft, type OrderPreview } from '@contracts/orders';
import { apiSend } from '@src/lib/api-client';

/** `POST /api/orders/preview`: the broker's estimate of cost, fees and commission. */
export function previewOrder(draft: OrderDraft, signal?: AbortSignal): Promise<OrderPreview> {
  return apiSend('POST', '/api/orders/preview', draft, orderPreviewSchema, signal);
}

/**
 * The preview of the reviewed order. Keyed by the order's id, which is minted once per review:
 * editing the ticket discards the review, so a stale estimate is never shown for a changed order.
 * Asking again places nothing, so it may be retried like a read.
 */
export function useOrderPreview(draft: OrderDraft | undefined) {
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- the id stands for the whole draft (above)
  return useQuery({
    queryKey: ['order-preview', draft?.client_order_id ?? ''] as const,
    queryFn: ({ signal }) => {
      if (draft === undefined) throw new Error('no order to preview');
      return previewOrder(draft, signal);
    },
    enabled: draft !== undefined,
    staleTime: Infinity,
    gcTime: 0,
  });
}
