import { useState, type KeyboardEvent, type ReactNode } from 'react';
import type { WorkspacePanels } from './workspace-panels';

const TABS = [
  { id: 'research', label: 'Lists' },
  { id: 'quote', label: 'Quote' },
  { id: 'chart', label: 'Chart' },
  { id: 'trade', label: 'Trade' },
  { id: 'account', label: 'Account' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/**
 * Below 1024 px wide: one column, one view at a time, chosen in a tab bar at the bottom; each
 * view has the whole height (the chart above all). A view stays mounted once shown, so coming
 * back keeps its state.
 */
export function NarrowWorkspace({ panels }: { panels: WorkspacePanels }) {
  const [tab, setTab] = useState<TabId>('chart');
  const [shown, setShown] = useState<ReadonlySet<TabId>>(() => new Set(['chart']));
  const choose = (next: TabId) => {
    setTab(next);
    setShown((previous) => new Set([...previous, next]));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const index = TABS.findIndex((item) => item.id === tab);
    const next = TABS[(index + step + TABS.length) % TABS.length];
    if (next === undefined) return;
    choose(next.id);
    document.getElementById(`workspace-tab-${next.id}`)?.focus();
  };
  const views: Record<TabId, ReactNode> = {
    research: panels.research,
    quote: (
      <div className="h-full overflow-y-auto">
        {panels.quote}
        {panels.fundamentals}
      </div>
    ),
    chart: <div className="h-full">{panels.chart}</div>,
    trade: <div className="h-full overflow-y-auto">{panels.ticket}</div>,
    account: <div className="h-full overflow-hidden">{panels.account}</div>,
  };
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      {TABS.map((item) => (
        <div
          key={item.id}
          id={`workspace-panel-${item.id}`}
          role="tabpanel"
          aria-labelledby={`workspace-tab-${item.id}`}
          hidden={tab !== item.id}
          className="min-h-0 flex-1"
        >
          {shown.has(item.id) ? views[item.id] : null}
        </div>
      ))}
      <div
        role="tablist"
        aria-label="Dashboard views"
        onKeyDown={onKeyDown}
        className="flex border-t border-slate-200 dark:border-slate-800"
      >
        {TABS.map((item) => (
          <button
            key={item.id}
            id={`workspace-tab-${item.id}`}
            type="button"
            role="tab"
            aria-selected={tab === item.id}
            aria-controls={`workspace-panel-${item.id}`}
            tabIndex={tab === item.id ? 0 : -1}
            onClick={() => {
              choose(item.id);
            }}
            className={`flex-1 py-2.5 text-sm ${tab === item.id ? 'border-t-2 border-sky-600 font-semibold' : 'text-slate-600 dark:text-slate-300'}`}
          >
            {item.label}
          </button>
        ))}
      </div>
    </div>
  );
}
