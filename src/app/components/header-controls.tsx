import { useState, type ReactNode } from 'react';

const SHOWN = 'flex items-center gap-x-2 xl:gap-x-3';
// On a phone the controls hang below the header, over the view, until chosen or closed.
const PHONE_OPEN =
  'max-sm:absolute max-sm:inset-x-0 max-sm:top-full max-sm:z-30 max-sm:flex-wrap max-sm:gap-2 max-sm:border-b max-sm:border-slate-200 max-sm:bg-white max-sm:p-3 max-sm:shadow-lg dark:max-sm:border-slate-800 dark:max-sm:bg-slate-950';

/**
 * The header's less used controls (alerts, theme, layout, diagnostics, log out): in the header's row
 * from 640 px wide; on a phone behind a Menu button, so the header keeps two rows and the view
 * its height (docs/layout.md, The header).
 */
export function HeaderControls({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        id="header-menu-button"
        type="button"
        aria-expanded={open}
        aria-controls="header-controls"
        onClick={() => {
          setOpen(!open);
        }}
        className="rounded-md border border-slate-300 px-2 py-1 text-sm hover:bg-slate-200 sm:hidden dark:border-slate-700 dark:hover:bg-slate-800"
      >
        Menu
      </button>
      <div
        id="header-controls"
        onKeyDown={(event) => {
          // Escape first closes a menu open inside (its button still says so); the next one these controls.
          if (event.key !== 'Escape' || !open) return;
          if (event.currentTarget.querySelector('[aria-expanded="true"]') === null) {
            setOpen(false);
            document.getElementById('header-menu-button')?.focus();
          }
        }}
        className={`${SHOWN} ${open ? PHONE_OPEN : 'max-sm:hidden'}`}
      >
        {children}
      </div>
    </>
  );
}
