import { useEffect, useState } from 'react';
import type { Alert } from '@contracts/alerts';
import { useAlerts } from '@src/api/get-alerts';
import { ErrorAlert } from '@src/components/error-alert';
import { takeAlertFormRequest, useAlertFormRequest } from '@src/lib/alert-form-intent';
import { useAlertSound } from '../hooks/use-alert-sound';
import { blankForm, formOf, type AlertFormValues } from '../utils/alert-form-values';
import { AlertForm } from './alert-form';
import { AlertList } from './alert-list';
import { FiringLog } from './firing-log';

type Draft = { key: string; values: AlertFormValues; editing?: Alert };

/**
 * The Alerts panel: a form that creates one (or edits the one chosen), the alerts with what each
 * waits for, and the log of firings. Another screen's "Alert" (the quote panel's) opens it with
 * the form on that symbol at that price.
 */
export function AlertsPanel({ symbol }: { symbol: string }) {
  const alerts = useAlerts();
  const [soundOn, setSoundOn] = useAlertSound();
  const [draft, setDraft] = useState<Draft>(() => ({ key: 'new', values: blankForm(symbol) }));
  const request = useAlertFormRequest();
  const [applied, setApplied] = useState<number>();
  if (request !== null && request.seq !== applied) {
    setApplied(request.seq);
    setDraft({ key: `request:${String(request.seq)}`, values: blankForm(request.symbol, request.price) });
  }
  useEffect(() => {
    if (applied !== undefined) takeAlertFormRequest(applied);
  }, [applied]);
  const fresh = () => {
    setDraft({ key: `new:${String(Date.now())}`, values: blankForm(symbol) });
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-base font-semibold">Alerts</h2>
        <label className="flex items-center gap-1 text-sm">
          <input
            type="checkbox"
            checked={soundOn}
            onChange={(event) => {
              setSoundOn(event.target.checked);
            }}
          />
          Sound
        </label>
      </div>
      <section aria-label={draft.editing === undefined ? 'Create an alert' : 'Edit the alert'}>
        <AlertForm key={draft.key} initial={draft.values} editing={draft.editing} onDone={fresh} />
      </section>
      <section aria-labelledby="alerts-list-heading" className="flex flex-col gap-1">
        <h3 id="alerts-list-heading" className="text-sm font-semibold">
          Your alerts
        </h3>
        {alerts.error !== null && alerts.data === undefined ? (
          <ErrorAlert error={alerts.error} onRetry={() => void alerts.refetch()} title="Could not load the alerts" />
        ) : (
          <AlertList
            alerts={alerts.data?.alerts ?? []}
            onEdit={(alert) => {
              setDraft({ key: `edit:${alert.id}`, values: formOf(alert), editing: alert });
            }}
          />
        )}
      </section>
      <section aria-labelledby="alerts-log-heading" className="flex flex-col gap-1">
        <h3 id="alerts-log-heading" className="text-sm font-semibold">
          Fired
        </h3>
        <FiringLog alerts={alerts.data?.alerts} />
      </section>
    </div>
  );
}
