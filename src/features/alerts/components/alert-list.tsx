import type { Alert } from '@contracts/alerts';
import { useChangeAlert } from '@src/api/change-alert';
import { useDeleteAlert } from '@src/api/delete-alert';
import { AlertRow } from './alert-row';

type AlertListProps = { alerts: readonly Alert[]; onEdit: (alert: Alert) => void };

/** The user's alerts, live ones first; pausing and deleting are said in the BFF's words when refused. */
export function AlertList({ alerts, onEdit }: AlertListProps) {
  const change = useChangeAlert();
  const remove = useDeleteAlert();
  const live = alerts.filter((alert) => alert.status === 'active' || alert.status === 'paused');
  const ended = alerts.filter((alert) => alert.status === 'done' || alert.status === 'expired');
  const busyId = change.isPending ? change.variables.id : remove.isPending ? remove.variables : undefined;
  const refusal = change.error ?? remove.error;
  const row = (alert: Alert) => (
    <AlertRow
      key={alert.id}
      alert={alert}
      busy={busyId === alert.id}
      onEdit={() => {
        onEdit(alert);
      }}
      onPause={(paused) => {
        change.mutate({ id: alert.id, change: { paused } });
      }}
      onDelete={() => {
        remove.mutate(alert.id);
      }}
    />
  );
  return (
    <>
      {refusal === null ? null : (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {change.error === null ? 'The alert was not deleted' : 'The alert was not changed'}: {refusal.message}
        </p>
      )}
      {live.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">No active alerts.</p>
      ) : (
        <ul aria-label="Active alerts">{live.map(row)}</ul>
      )}
      {ended.length === 0 ? null : (
        <details>
          <summary className="cursor-pointer text-sm">Ended alerts ({ended.length})</summary>
          <ul aria-label="Ended alerts">{ended.map(row)}</ul>
        </details>
      )}
    </>
  );
}
