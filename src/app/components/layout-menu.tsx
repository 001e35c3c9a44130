import { lazy, Suspense, useState } from 'react';
import { ErrorBoundary } from '@src/components/error-boundary';
import type { LayoutControls } from './workspace-layout-provider';

// Export, import and reset are used now and then: their code loads when the menu first opens.
const LayoutMenuPanel = lazy(async () => ({ default: (await import('./layout-menu-panel')).LayoutMenuPanel }));

/** The header's Layout button: opens export, import and reset (docs/layout.md). */
export function LayoutMenu({ layout }: { layout: LayoutControls }) {
  const [open, setOpen] = useState(false);
  return (
    <div
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          document.getElementById('layout-menu-button')?.focus();
        }
      }}
    >
      <button
        id="layout-menu-button"
        type="button"
        aria-expanded={open}
        aria-controls="layout-menu"
        onClick={() => {
          setOpen(!open);
        }}
        className="rounded-md border border-slate-300 px-2 py-1 text-sm hover:bg-slate-200 dark:border-slate-700 dark:hover:bg-slate-800"
      >
        Layout{layout.saveError === undefined ? '' : ' (not saved)'}
      </button>
      {open ? (
        <div
          id="layout-menu"
          role="group"
          aria-label="Layout"
          className="absolute right-0 z-30 mt-1 w-72 rounded-md border border-slate-300 bg-white p-3 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <ErrorBoundary fallbackTitle="The layout menu stopped working.">
            <Suspense fallback={<p className="text-sm">Loading…</p>}>
              <LayoutMenuPanel
                layout={layout}
                onDone={() => {
                  setOpen(false);
                }}
              />
            </Suspense>
          </ErrorBoundary>
        </div>
      ) : null}
    </div>
  );
}
