import type { KeyboardEvent, ReactNode } from 'react';

/** The element ids of a tab and its panel, so a panel can name its tab (`aria-labelledby`). */
export const tabElementId = (idPrefix: string, id: string) => `${idPrefix}-tab-${id}`;
export const panelElementId = (idPrefix: string, id: string) => `${idPrefix}-panel-${id}`;

const STEPS: Record<string, number | 'first' | 'last'> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
  Home: 'first',
  End: 'last',
};

// How each kind of strip looks: panel headings (`normal`), a panel's own small tabs (`small`),
// and the phone's bottom bar of views (`bottom`, the mark above the label).
const LOOKS = {
  normal: {
    list: 'flex border-b border-slate-200 dark:border-slate-800',
    tab: 'px-3 py-1.5 text-sm',
    active: 'border-b-2 border-sky-600 font-semibold',
    idle: 'text-slate-500 dark:text-slate-400',
  },
  small: {
    list: 'flex flex-wrap gap-0.5 border-b border-slate-200 px-2 dark:border-slate-800',
    tab: '-mb-px border-b-2 px-2.5 py-1.5 text-xs font-medium',
    active: 'border-sky-600 text-sky-700 dark:text-sky-300',
    idle: 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100',
  },
  bottom: {
    list: 'flex border-t border-slate-200 dark:border-slate-800',
    tab: 'flex-1 py-2.5 text-sm',
    active: 'border-t-2 border-sky-600 font-semibold',
    idle: 'text-slate-600 dark:text-slate-300',
  },
} as const;

type TabListProps<Id extends string> = {
  tabs: readonly { id: Id; label: ReactNode }[];
  selected: Id;
  onSelect: (id: Id) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** Prefix of the tab and panel element ids ({@link tabElementId}), unique on the page. */
  idPrefix: string;
  look?: keyof typeof LOOKS;
};

/**
 * The tab list of ARIA tabs (WAI-ARIA Authoring Practices, "Tabs with automatic activation"): one
 * tab stop, the arrow keys, Home and End move and select. The panels are the caller's: some keep
 * every panel mounted and hide all but one, some render only the selected one.
 */
export function TabList<Id extends string>({
  tabs,
  selected,
  onSelect,
  label,
  idPrefix,
  look = 'normal',
}: TabListProps<Id>) {
  const style = LOOKS[look];
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
    document.getElementById(tabElementId(idPrefix, next.id))?.focus();
  };
  return (
    <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className={style.list}>
      {tabs.map((tab) => {
        const active = tab.id === selected;
        return (
          <button
            key={tab.id}
            id={tabElementId(idPrefix, tab.id)}
            type="button"
            role="tab"
            aria-selected={active}
            aria-controls={panelElementId(idPrefix, tab.id)}
            tabIndex={active ? 0 : -1}
            onClick={() => {
              onSelect(tab.id);
            }}
            className={`${style.tab} ${active ? style.active : style.idle}`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
