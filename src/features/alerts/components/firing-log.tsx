import { useState } from 'react';
import type { Alert } from '@contracts/alerts';
import { useAlertFirings } from '@src/api/get-alert-firings';
import { ErrorAlert } from '@src/components/error-alert';
import { formatEasternDateTime } from '@src/lib/eastern-time';
import { useMarkSeen } from '../hooks/use-mark-seen';

/**
 * The firings, newest first: the price (or day volume) and market time that fired each, its
 * words and note. Those not seen before this showing are marked New for as long as it lasts,
 * while they are marked seen on the BFF.
 */
export function FiringLog({ alerts }: { alerts: readonly Alert[] | undefined }) {
  const firings = useAlertFirings();
  const [unseen, setUnseen] = useState<ReadonlySet<string> | null>(null);
  if (unseen === null && firings.data !== undefined)
    setUnseen(new Set(firings.data.firings.filter((firing) => !firing.seen).map((firing) => firing.id)));
  useMarkSeen(alerts, unseen !== null);
  if (firings.error !== null && firings.data === undefined)
    return (
      <ErrorAlert
        error={firings.error}
        onRetry={() => void firings.refetch()}
        title="Could not load the fired alerts"
      />
    );
  const list = firings.data?.firings ?? [];
  if (firings.data !== undefined && list.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-300">No alert has fired yet.</p>;
  return (
    <ol aria-label="Fired alerts" className="flex flex-col">
      {list.map((firing) => {
        const isNew = !firing.seen || unseen?.has(firing.id) === true;
        return (
          <li
            key={firing.id}
            data-unseen={isNew}
            className="border-b border-slate-200 py-1 text-sm dark:border-slate-800"
          >
            {isNew ? <span className="mr-1 rounded bg-sky-600 px-1 text-xs font-semibold text-white">New</span> : null}
            <span className="font-semibold">{firing.message}</span> at {firing.value}
            <span className="block text-xs text-slate-600 dark:text-slate-300">
              {formatEasternDateTime(firing.at)}
              {firing.note === '' ? null : <> · {firing.note}</>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
