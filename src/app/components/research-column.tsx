import { lazy, Suspense, useEffect, useState } from 'react';
import { ErrorBoundary } from '@src/components/error-boundary';
import { Skeleton } from '@src/components/skeleton';
import { TabList } from '@src/components/tab-list';
import { WatchlistPanel } from '@src/features/watchlist/components/watchlist-panel';
import { useAddToActiveWatchlist } from '@src/features/watchlist/hooks/use-add-to-active-watchlist';
import { whenIdle } from '@src/lib/when-idle';
import { useLayoutPart } from '@src/lib/workspace-layout';

// The screeners start behind a tab: their code is fetched once the first screen is idle, and
// they are mounted then (hidden) or when their tab is chosen, whichever comes first.
const loadScreenerPanel = async () => ({
  default: (await import('@src/features/screener/components/screener-panel')).ScreenerPanel,
});

const TABS = [
  { id: 'watchlists', label: 'Watchlists' },
  { id: 'screeners', label: 'Screeners' },
] as const;
type TabId = (typeof TABS)[number]['id'];

type ResearchColumnProps = { symbol: string; onSelectSymbol: (symbol: string) => void };

/**
 * The left column: watchlists and screeners in tabs. Both stay mounted once shown so switching
 * keeps their state; the screeners refresh only while their tab is shown.
 */
export function ResearchColumn({ symbol, onSelectSymbol }: ResearchColumnProps) {
  // The chosen tab is part of the saved layout (docs/layout.md).
  const [tab, setTab] = useLayoutPart(
    'researchTab',
    (saved): TabId => saved ?? 'watchlists',
    (id: TabId) => id,
  );
  const { add, target } = useAddToActiveWatchlist();
  // A lazy component keeps a failed load forever; Retry swaps in a fresh one that loads again.
  const [ScreenerPanel, setScreenerPanel] = useState(() => lazy(loadScreenerPanel));
  const [screenersMounted, setScreenersMounted] = useState(tab === 'screeners');
  useEffect(
    () =>
      whenIdle(() => {
        void loadScreenerPanel().then(
          () => {
            setScreenersMounted(true);
          },
          () => undefined,
        );
      }),
    [],
  );
  const choose = (next: TabId) => {
    setTab(next);
    if (next === 'screeners') setScreenersMounted(true);
  };
  return (
    <div className="flex h-full min-h-0 flex-col">
      <TabList tabs={TABS} selected={tab} onSelect={choose} label="Research" idPrefix="research" />
      <div
        id="research-panel-watchlists"
        role="tabpanel"
        aria-labelledby="research-tab-watchlists"
        hidden={tab !== 'watchlists'}
        className="min-h-0 flex-1 overflow-y-auto"
      >
        <ErrorBoundary fallbackTitle="The watchlists stopped working.">
          <WatchlistPanel selectedSymbol={symbol} onSelectSymbol={onSelectSymbol} />
        </ErrorBoundary>
      </div>
      <div
        id="research-panel-screeners"
        role="tabpanel"
        aria-labelledby="research-tab-screeners"
        hidden={tab !== 'screeners'}
        className="min-h-0 flex-1 overflow-y-auto"
      >
        {screenersMounted ? (
          <ErrorBoundary
            fallbackTitle="The screeners stopped working."
            onReset={() => {
              setScreenerPanel(() => lazy(loadScreenerPanel));
            }}
          >
            <Suspense fallback={<Skeleton className="m-3 h-24" label="Loading screeners" />}>
              <ScreenerPanel
                active={tab === 'screeners'}
                onSelectSymbol={onSelectSymbol}
                onAddToWatchlist={add}
                addTargetName={target?.name}
              />
            </Suspense>
          </ErrorBoundary>
        ) : null}
      </div>
    </div>
  );
}
