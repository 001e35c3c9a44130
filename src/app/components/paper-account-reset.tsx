import { useEffect, useRef, useState } from 'react';
import { PAPER_ACCOUNT_RESET_PATH, paperAccountResetSchema } from '@contracts/paper-account';
import { apiSend } from '@src/lib/api-client';
import { useSession } from '../session/get-session';

const BUTTON =
  'w-full rounded-md border border-slate-300 px-2 py-1 text-left text-sm hover:bg-slate-200 dark:border-slate-700 dark:hover:bg-slate-800';

/**
 * "Reset paper account…" (paper mode only): after a confirm that says what is lost, the paper
 * account starts over (docs/store.md#resetting-the-paper-account) and the page loads again, so
 * every view reads the new account. The layout's pending change is saved first, so it cannot
 * land after the reset and bring the old layout back.
 */
export function PaperAccountReset({ beforeReset }: { beforeReset: () => Promise<unknown> }) {
  const session = useSession();
  const [asking, setAsking] = useState(false);
  if (session.data?.mode !== 'paper') return null;
  return (
    <div className="flex flex-col gap-2 border-t border-slate-200 pt-2 dark:border-slate-700">
      <p className="text-xs text-slate-600 dark:text-slate-300">
        The paper account, its watchlists and this layout are kept across restarts of the dashboard.
      </p>
      <button
        type="button"
        className={BUTTON}
        onClick={() => {
          setAsking(true);
        }}
      >
        Reset paper account…
      </button>
      {asking ? (
        <ResetConfirm
          beforeReset={beforeReset}
          onCancel={() => {
            setAsking(false);
          }}
        />
      ) : null}
    </div>
  );
}

function ResetConfirm({ beforeReset, onCancel }: { beforeReset: () => Promise<unknown>; onCancel: () => void }) {
  const [state, setState] = useState<{ kind: 'asking' } | { kind: 'resetting' } | { kind: 'failed'; message: string }>({
    kind: 'asking',
  });
  const cancelRef = useRef<HTMLButtonElement>(null);
  // The safe choice has the focus: Enter on an accidental open does not reset.
  useEffect(() => {
    cancelRef.current?.focus();
  }, []);
  const reset = async () => {
    setState({ kind: 'resetting' });
    try {
      await beforeReset();
      await apiSend('POST', PAPER_ACCOUNT_RESET_PATH, undefined, paperAccountResetSchema);
    } catch (error) {
      setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
      return;
    }
    window.location.reload();
  };
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/40 p-4">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="paper-reset-title"
        aria-describedby="paper-reset-what"
        className="w-full max-w-md rounded-md border border-slate-300 bg-white p-4 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        <h2 id="paper-reset-title" className="text-base font-semibold">
          Reset the paper account?
        </h2>
        <div id="paper-reset-what" className="mt-2 text-sm">
          <p>The paper account starts over as on the first start. This is lost, with no undo:</p>
          <ul className="mt-1 list-disc pl-5">
            <li>every order, open or past, with its timeline and executions</li>
            <li>every position, and the cash and profit and loss (back to the starting balance)</li>
            <li>every watchlist</li>
            <li>the saved layout (panel sizes, tabs, columns)</li>
          </ul>
        </div>
        {state.kind === 'failed' ? (
          <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
            Not reset: {state.message}
          </p>
        ) : null}
        <div className="mt-3 flex justify-end gap-2">
          <button
            ref={cancelRef}
            type="button"
            onClick={onCancel}
            className="rounded-md border border-slate-300 px-3 py-1 text-sm hover:bg-slate-200 dark:border-slate-700 dark:hover:bg-slate-800"
          >
            Cancel
          </button>
          <button
            type="button"
            disabled={state.kind === 'resetting'}
            onClick={() => void reset()}
            className="rounded-md bg-red-700 px-3 py-1 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
          >
            {state.kind === 'resetting' ? 'Resetting…' : 'Reset paper account'}
          </button>
        </div>
      </div>
    </div>
  );
}
