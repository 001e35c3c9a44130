import type { Alert } from '@contracts/alerts';
import { formatEasternDateTime } from '@src/lib/eastern-time';
import { describeCondition, describeRepeat } from '../utils/describe-alert';
import { watchWords } from '../utils/watch-words';
import { BUTTON } from './alert-field';

type AlertRowProps = {
  alert: Alert;
  onEdit: () => void;
  onPause: (paused: boolean) => void;
  onDelete: () => void;
  /** A change of this alert is on its way. */
  busy: boolean;
};

/** One alert: what it waits for, how often, where it stands, and its Edit, Pause/Resume and Delete. */
export function AlertRow({ alert, onEdit, onPause, onDelete, busy }: AlertRowProps) {
  const name = `${alert.symbol} ${describeCondition(alert.condition)}`;
  const live = alert.status === 'active' || alert.status === 'paused';
  return (
    <li
      aria-label={name}
      data-status={alert.status}
      className="flex flex-col gap-0.5 border-b border-slate-200 py-1.5 dark:border-slate-800"
    >
      <p className="text-sm">
        <span className="font-semibold">{alert.symbol}</span> {describeCondition(alert.condition)},{' '}
        {describeRepeat(alert.repeat)}
        {alert.expires_at === null ? null : <>, until {formatEasternDateTime(alert.expires_at)}</>}
      </p>
      {alert.note === '' ? null : <p className="text-xs italic">{alert.note}</p>}
      <p className="text-xs text-slate-600 dark:text-slate-300">{watchWords(alert)}</p>
      <div className="flex gap-1.5">
        {live ? (
          <>
            <button type="button" aria-label={`Edit ${name}`} onClick={onEdit} className={BUTTON}>
              Edit
            </button>
            <button
              type="button"
              aria-label={`${alert.status === 'paused' ? 'Resume' : 'Pause'} ${name}`}
              disabled={busy}
              onClick={() => {
                onPause(alert.status !== 'paused');
              }}
              className={BUTTON}
            >
              {alert.status === 'paused' ? 'Resume' : 'Pause'}
            </button>
          </>
        ) : null}
        <button type="button" aria-label={`Delete ${name}`} disabled={busy} onClick={onDelete} className={BUTTON}>
          Delete
        </button>
      </div>
    </li>
  );
}
