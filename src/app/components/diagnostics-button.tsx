import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { SessionInfo } from '@contracts/session';
import { ErrorBoundary } from '@src/components/error-boundary';
import { useEscapeCloses } from '@src/lib/use-escape-closes';

// Opened now and then: the panel's code loads when it first opens, off the first screen.
const DiagnosticsPanel = lazy(async () => ({
  default: (await import('@src/features/diagnostics/components/diagnostics-panel')).DiagnosticsPanel,
}));

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The header's Diagnostics button and its shortcut, Shift+D (not while typing); Escape closes it
 * wherever the focus is, unless something nearer (a dialog, a menu) took the key first.
 */
export function DiagnosticsButton({ sessionLifetime }: { sessionLifetime: SessionInfo['lifetime'] }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => {
    setOpen(false);
  }, []);
  useEscapeCloses(open, close, 'diagnostics-button');
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return;
      if (event.shiftKey && event.key.toLowerCase() === 'd') {
        event.preventDefault();
        setOpen((was) => !was);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
    };
  }, []);
  return (
    // The panel hangs from the header's right edge (the header is its positioned ancestor), not
    // from this button: wherever the header wraps the button, the panel stays on screen.
    <div>
      <button
        id="diagnostics-button"
        type="button"
        aria-expanded={open}
        aria-controls="diagnostics-panel"
        aria-keyshortcuts="Shift+D"
        title="Diagnostics (Shift+D)"
        onClick={() => {
          setOpen(!open);
        }}
        className="rounded-md border border-slate-300 px-2 py-1 text-sm hover:bg-slate-200 dark:border-slate-700 dark:hover:bg-slate-800"
      >
        Diagnostics
      </button>
      {open ? (
        <section
          id="diagnostics-panel"
          aria-label="Diagnostics"
          className="absolute top-full right-2 z-30 mt-1 max-h-[80vh] w-[36rem] max-w-[95vw] overflow-y-auto rounded-md border border-slate-300 bg-white p-3 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <h2 className="text-base font-semibold">Diagnostics</h2>
          <ErrorBoundary fallbackTitle="The diagnostics panel stopped working.">
            <Suspense fallback={<p className="text-sm">Loading…</p>}>
              <DiagnosticsPanel sessionLifetime={sessionLifetime} />
            </Suspense>
          </ErrorBoundary>
        </section>
      ) : null}
    </div>
  );
}
