import { useState } from 'react';
import { useCancelAllOrders, type CancelAllResult } from '@src/api/cancel-all-orders';

const BUTTON = 'rounded border px-2 py-0.5 text-xs';

function outcome({ cancelled, failed }: CancelAllResult): string {
  const done = `Cancel sent for ${String(cancelled.length)} order${cancelled.length === 1 ? '' : 's'}.`;
  if (failed.length === 0) return done;
  const why = failed.map((f) => `${f.client_order_id}: ${f.message}`).join('; ');
  return `${done} ${String(failed.length)} could not be cancelled (${why}).`;
}

/** "Cancel all" asked twice (the second time naming how many), then the BFF's tally. */
export function CancelAll({ accountId, openCount }: { accountId: string; openCount: number }) {
  const [asking, setAsking] = useState(false);
  const cancelAll = useCancelAllOrders();
  const result = cancelAll.data;
  return (
    <div className="flex flex-wrap items-center gap-2 px-2 text-xs">
      {asking ? (
        <div
          role="group"
          aria-label="Confirm cancel all"
          className="flex items-center gap-2"
          onKeyDown={(event) => {
            if (event.key === 'Escape') setAsking(false);
          }}
        >
          <span>
            Cancel all {openCount} open order{openCount === 1 ? '' : 's'}?
          </span>
          <button
            type="button"
            // Keep orders has focus first, so a stray Enter cancels nothing.
            autoFocus
            onClick={() => {
              setAsking(false);
            }}
            className={`${BUTTON} border-slate-300 dark:border-slate-700`}
          >
            Keep orders
          </button>
          <button
            type="button"
            onClick={() => {
              setAsking(false);
              cancelAll.mutate(accountId);
            }}
            className={`${BUTTON} border-red-600 bg-red-600 font-medium text-white`}
          >
            Confirm cancel all
          </button>
        </div>
      ) : (
        <button
          type="button"
          onClick={() => {
            setAsking(true);
          }}
          className={`${BUTTON} border-red-500/60 text-red-700 dark:text-red-300`}
        >
          {cancelAll.isPending ? 'Cancelling all…' : 'Cancel all'}
        </button>
      )}
      {result === undefined ? null : (
        <p role={result.failed.length === 0 ? 'status' : 'alert'} data-testid="cancel-all-result">
          {outcome(result)}
        </p>
      )}
      {cancelAll.error === null ? null : (
        <p role="alert" data-testid="cancel-all-result">
          Cancel all failed: {cancelAll.error.message}
        </p>
      )}
    </div>
  );
}
