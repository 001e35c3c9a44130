import { useState, type ReactNode } from 'react';
import { TabList } from '@src/components/tab-list';
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
      <TabList
        tabs={TABS}
        selected={tab}
        onSelect={choose}
        label="Dashboard views"
        idPrefix="workspace"
        look="bottom"
      />
    </div>
  );
}
