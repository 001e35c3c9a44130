import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiSend } from '../lib/api-client';
import { queryKeys } from './query-keys';

/** `DELETE /api/alerts/:id`: 204. */
export function deleteAlert(id: string): Promise<undefined> {
  return apiSend('DELETE', `/api/alerts/${encodeURIComponent(id)}`, undefined, z.undefined());
}

export function useDeleteAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAlert,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.alerts() }),
  });
}
