import { useRef, type KeyboardEvent, type ReactNode } from 'react';

type TabStripProps<Id extends string> = {
  tabs: readonly { id: Id; label: string }[];
  selected: Id;
  onSelect: (id: Id) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** Prefix of the tab and panel element ids, unique on the page. */
  idPrefix: string;
  /** The selected tab's panel. */
  children: ReactNode;
};

const STEPS: Record<string, number | 'first' | 'last'> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
  Home: 'first',
  End: 'last',
};

/**
 * ARIA tabs (WAI-ARIA Authoring Practices "Tabs with automatic activation"): one tab stop,
 * arrows/Home/End move and select, only the selected panel is rendered, so a tab's data
 * is fetched only when it is opened.
 */
export function TabStrip<Id extends string>({
  tabs,
  selected,
  onSelect,
  label,
  idPrefix,
  children,
}: TabStripProps<Id>) {
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEPS[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const index = tabs.findIndex((tab) => tab.id === selected);
    const nextIndex =
      step === 'first' ? 0 : step === 'last' ? tabs.length - 1 : (index + step + tabs.length) % tabs.length;
    const next = tabs[nextIndex];
    if (next === undefined) return;
    onSelect(next.id);
    listRef.current?.querySelector<HTMLButtonElement>(`#${idPrefix}-tab-${next.id}`)?.focus();
  };
  return (
    <div className="flex min-h-0 flex-col">
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex flex-wrap gap-0.5 border-b border-slate-200 px-2 dark:border-slate-800"
      >
        {tabs.map((tab) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              id={`${idPrefix}-tab-${tab.id}`}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={`${idPrefix}-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => {
                onSelect(tab.id);
              }}
              className={`-mb-px border-b-2 px-2.5 py-1.5 text-xs font-medium ${
                active
                  ? 'border-sky-600 text-sky-700 dark:text-sky-300'
                  : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${idPrefix}-panel-${selected}`}
        aria-labelledby={`${idPrefix}-tab-${selected}`}
        tabIndex={0}
        className="min-h-0 overflow-y-auto p-3"
      >
        {children}
      </div>
    </div>
  );
}
