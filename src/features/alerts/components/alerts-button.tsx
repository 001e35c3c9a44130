import { lazy, Suspense, useCallback, useState } from 'react';
import { useAlerts } from '@src/api/get-alerts';
import { ErrorBoundary } from '@src/components/error-boundary';
import { useAlertFormRequest } from '@src/lib/alert-form-intent';
import { useEscapeCloses } from '@src/lib/use-escape-closes';

// Opened now and then: the panel's code (its form and lists) loads when it first opens.
const AlertsPanel = lazy(async () => ({ default: (await import('./alerts-panel')).AlertsPanel }));

/**
 * The header's Alerts button with the count of firings not yet seen (those while no tab was open
 * too), and the panel it opens under the header; Escape closes it. Another screen's request for
 * the create form opens it too.
 */
export function AlertsButton({ symbol }: { symbol: string }) {
  const [open, setOpen] = useState(false);
  const unseen = (useAlerts().data?.alerts ?? []).reduce((sum, alert) => sum + alert.unseen_count, 0);
  const request = useAlertFormRequest();
  if (request !== null && !open) setOpen(true);
  const close = useCallback(() => {
    setOpen(false);
  }, []);
  useEscapeCloses(open, close, 'alerts-button');
  return (
    <div>
      <button
        id="alerts-button"
        type="button"
        aria-expanded={open}
        aria-controls="alerts-panel"
        onClick={() => {
          setOpen(!open);
        }}
        title="Alerts"
        className="flex items-center gap-1 rounded-md border border-slate-300 px-2 py-1 text-sm hover:bg-slate-200 dark:border-slate-700 dark:hover:bg-slate-800"
      >
        {/* Below 1280 px the header has no room for the word: a bell says it, the name stays "Alerts". */}
        <svg aria-hidden="true" viewBox="0 0 16 16" className="h-4 w-4 fill-none stroke-current xl:hidden">
          <path d="M4 11V7a4 4 0 0 1 8 0v4l1.5 1.5h-11zM6.5 14a1.5 1.5 0 0 0 3 0" strokeWidth="1.3" />
        </svg>
        <span className="max-xl:sr-only">Alerts</span>
        {unseen === 0 ? null : ' '}
        {unseen === 0 ? null : (
          <span data-testid="alerts-unseen" className="rounded-full bg-sky-600 px-1.5 text-xs font-semibold text-white">
            {unseen}
            <span className="sr-only"> unseen</span>
          </span>
        )}
      </button>
      {open ? (
        <section
          id="alerts-panel"
          aria-label="Alerts"
          className="absolute top-full right-2 z-30 mt-1 max-h-[80vh] w-[32rem] max-w-[95vw] overflow-y-auto rounded-md border border-slate-300 bg-white p-3 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <ErrorBoundary fallbackTitle="The alerts panel stopped working.">
            <Suspense fallback={<p className="text-sm">Loading…</p>}>
              <AlertsPanel symbol={symbol} />
            </Suspense>
          </ErrorBoundary>
        </section>
      ) : null}
    </div>
  );
}
