import { useMutation, useQueryClient } from '@tanstack/react-query';
import { alertSchema, type Alert, type NewAlert } from '../contracts/alerts';
import { apiSend } from '../lib/api-client';
import { askNotificationsOnce } from '../lib/alert-notifications';
import { queryKeys } from './query-keys';

/** `POST /api/alerts`: 201 with the alert as kept. */
export function createAlert(alert: NewAlert): Promise<Alert> {
  return apiSend('POST', '/api/alerts', alert, alertSchema);
}

/**
 * Creates an alert from any screen (the panel's form, the chart, a drawing). The first one
 * created asks the browser whether the dashboard may show notifications: asked from the
 * trader's own press, never on load (docs/alerts.md#on-the-page). A refusal keeps the BFF's
 * words in `error`.
 */
export function useCreateAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (alert: NewAlert) => {
      askNotificationsOnce();
      return createAlert(alert);
    },
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.alerts() }),
  });
}
