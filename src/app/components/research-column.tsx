import { useState, type KeyboardEvent } from 'react';
import { ErrorBoundary } from '../../components/error-boundary';
import { ScreenerPanel } from '../../features/screener/components/screener-panel';
import { WatchlistPanel } from '../../features/watchlist/components/watchlist-panel';
import { useAddToActiveWatchlist } from '../../features/watchlist/hooks/use-add-to-active-watchlist';

const TABS = [
  { id: 'watchlists', label: 'Watchlists' },
  { id: 'screeners', label: 'Screeners' },
] as const;
type TabId = (typeof TABS)[number]['id'];

type ResearchColumnProps = { symbol: string; onSelectSymbol: (symbol: string) => void };

/**
 * The left column: watchlists and screeners in tabs. Both stay mounted so switching keeps
 * their state; the screeners refresh only while their tab is shown.
 */
export function ResearchColumn({ symbol, onSelectSymbol }: ResearchColumnProps) {
  const [tab, setTab] = useState<TabId>('watchlists');
  const { add, target } = useAddToActiveWatchlist();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = tab === 'watchlists' ? 'screeners' : 'watchlists';
    setTab(next);
    document.getElementById(`research-tab-${next}`)?.focus();
  };
  return (
    <div className="flex h-full min-h-0 flex-col">
      <div role="tablist" aria-label="Research" onKeyDown={onKeyDown} className="flex border-b border-slate-200 dark:border-slate-800">
        {TABS.map((item) => (
          <button
            key={item.id}
            id={`research-tab-${item.id}`}
            type="button"
            role="tab"
            aria-selected={tab === item.id}
            aria-controls={`research-panel-${item.id}`}
            tabIndex={tab === item.id ? 0 : -1}
            onClick={() => { setTab(item.id); }}
            className={`px-3 py-1.5 text-sm ${tab === item.id ? 'border-b-2 border-sky-600 font-semibold' : 'text-slate-500'}`}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div id="research-panel-watchlists" role="tabpanel" aria-labelledby="research-tab-watchlists" hidden={tab !== 'watchlists'} className="min-h-0 flex-1 overflow-y-auto">
        <ErrorBoundary fallbackTitle="The watchlists stopped working.">
          <WatchlistPanel selectedSymbol={symbol} onSelectSymbol={onSelectSymbol} />
        </ErrorBoundary>
      </div>
      <div id="research-panel-screeners" role="tabpanel" aria-labelledby="research-tab-screeners" hidden={tab !== 'screeners'} className="min-h-0 flex-1 overflow-y-auto">
        <ErrorBoundary fallbackTitle="The screeners stopped working.">
          <ScreenerPanel active={tab === 'screeners'} onSelectSymbol={onSelectSymbol} onAddToWatchlist={add} addTargetName={target?.name} />
        </ErrorBoundary>
      </div>
    </div>
  );
}
