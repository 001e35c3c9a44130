import { useMutation, useQueryClient } from '@tanstack/react-query';
import { alertSchema, type Alert, type AlertChange, type AlertList } from '../contracts/alerts';
import { apiSend } from '../lib/api-client';
import { queryKeys } from './query-keys';

export type ChangeAlertVars = { id: string; change: AlertChange };

/** `PATCH /api/alerts/:id`: edit, pause or resume, or mark its firings seen. */
export function changeAlert(id: string, change: AlertChange): Promise<Alert> {
  return apiSend('PATCH', `/api/alerts/${encodeURIComponent(id)}`, change, alertSchema);
}

/**
 * Changes an alert; the answer replaces it in the list at once (a dragged line stays where it was
 * dropped), then the list and the log are read again.
 */
export function useChangeAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: ChangeAlertVars) => changeAlert(id, change),
    onSuccess: (alert) => {
      client.setQueryData<AlertList>(queryKeys.alertList(), (list) =>
        list === undefined ? list : { alerts: list.alerts.map((known) => (known.id === alert.id ? alert : known)) },
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.alerts() }),
  });
}
