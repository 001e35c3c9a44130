import { panelElementId, TabList, tabElementId } from '@src/components/tab-list';
import { ErrorAlert } from '@src/components/error-alert';
import { Skeleton } from '@src/components/skeleton';
import { useLayoutPart } from '@src/lib/workspace-layout';
import { useInstrumentCategory } from '@src/api/get-instrument-category';
import { FUND_TABS, STOCK_TABS, type TabDefinition, type TabId } from '../utils/tabs';
import { TabContent } from './tab-content';

type FundamentalsPanelProps = {
  symbol: string;
  /** Called when the user picks a symbol shown here (e.g. a fund holding). */
  onSelectSymbol?: (symbol: string) => void;
};

function readTab(saved: string | undefined): TabId | undefined {
  return [...STOCK_TABS, ...FUND_TABS].find((tab) => tab.id === saved)?.id;
}

/**
 * Fundamentals of the selected symbol in tabs: company tabs for a stock, fund tabs for an
 * ETF (the provider serves them through different operations: docs/protocol.md#fundamentals).
 */
export function FundamentalsPanel({ symbol, onSelectSymbol }: FundamentalsPanelProps) {
  const category = useInstrumentCategory(symbol);
  // The chosen tab is part of the saved layout (docs/layout.md).
  const [chosen, setChosen] = useLayoutPart('fundamentalsTab', readTab, (id: TabId | undefined) => id ?? 'profile');
  let body;
  if (category.isPending) body = <Skeleton className="m-3 h-24" label="Loading fundamentals" />;
  else if (category.isError) {
    body = (
      <div className="p-3">
        <ErrorAlert
          error={category.error}
          title="Could not load fundamentals"
          onRetry={() => void category.refetch()}
        />
      </div>
    );
  } else if (category.data === null) {
    body = (
      <p role="status" className="p-3 text-sm text-slate-500 dark:text-slate-400">
        No fundamentals: {symbol} is not a known symbol.
      </p>
    );
  } else {
    const tabs: readonly TabDefinition[] = category.data === 'US_ETF' ? FUND_TABS : STOCK_TABS;
    // Keep the tab the user chose while it exists for this kind of symbol.
    const selected = tabs.find((tab) => tab.id === chosen)?.id ?? tabs[0]?.id ?? 'profile';
    body = (
      <div className="flex min-h-0 flex-col">
        <TabList
          tabs={tabs}
          selected={selected}
          onSelect={setChosen}
          label={`${symbol} fundamentals`}
          idPrefix="fundamentals"
          look="small"
        />
        {/* Only the selected tab's panel is rendered, so a tab's data is fetched when it is opened. */}
        <div
          role="tabpanel"
          id={panelElementId('fundamentals', selected)}
          aria-labelledby={tabElementId('fundamentals', selected)}
          tabIndex={0}
          className="min-h-0 overflow-y-auto p-3"
        >
          <TabContent key={`${symbol}:${selected}`} tab={selected} symbol={symbol} onSelectSymbol={onSelectSymbol} />
        </div>
      </div>
    );
  }
  return (
    <section
      data-testid="fundamentals"
      data-category={category.data ?? undefined}
      aria-label={`${symbol} fundamentals`}
      className="flex min-h-0 flex-col border-t border-slate-200 dark:border-slate-800"
    >
      {body}
    </section>
  );
}
