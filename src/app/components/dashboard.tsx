import { lazy, Suspense, useState } from 'react';
import { Group, Panel, Separator } from 'react-resizable-panels';
import type { SessionInfo } from '@contracts/session';
import { useMarketClock } from '@src/api/get-market-clock';
import { ErrorBoundary } from '@src/components/error-boundary';
import { Skeleton } from '@src/components/skeleton';
import { QuotePanel } from '@src/features/quote/components/quote-panel';
import { AddToWatchlistButton } from '@src/features/watchlist/components/add-to-watchlist-button';
import { useMediaQuery } from '../hooks/use-media-query';
import { useTheme } from '../hooks/use-theme';
import { useUrlState } from '../hooks/use-url-state';
import { useChosenAccount } from '../hooks/use-chosen-account';
import { AccountAreaSlot, AccountLiveSlot } from './account-slots';
import { AppHeader } from './app-header';
import { ResearchColumn } from './research-column';

// The charting library is the largest dependency; load it beside the quote, not before it.
const loadChartPanel = async () => ({
  default: (await import('@src/features/chart/components/chart-panel')).ChartPanel,
});
// The ticket (its checks, review and hotkeys) is used after the quote is read: its own chunk.
const loadOrderTicketPanel = async () => ({
  default: (await import('@src/features/order-ticket/components/order-ticket-panel')).OrderTicketPanel,
});
// Fundamentals are read after the quote and chart; their tabs and pictures are a chunk of their own.
const loadFundamentalsPanel = async () => ({
  default: (await import('@src/features/fundamentals/components/fundamentals-panel')).FundamentalsPanel,
});

/**
 * The signed-in screen: header over resizable research (watchlists, screeners), quote above the
 * order ticket, and chart above fundamentals and the account's orders and positions.
 */
export function Dashboard({ session }: { session: SessionInfo }) {
  const [{ symbol, timespan }, { setSymbol, setTimespan }] = useUrlState();
  const [theme, toggleTheme] = useTheme();
  const [accountId, setAccountId] = useState<string>();
  const account = useChosenAccount(accountId);
  const chosenAccount = account?.account_id;
  const marketClock = useMarketClock().data;
  // A lazy component keeps a failed load forever; Retry swaps in a fresh one that loads again.
  const [ChartPanel, setChartPanel] = useState(() => lazy(loadChartPanel));
  const [FundamentalsPanel, setFundamentalsPanel] = useState(() => lazy(loadFundamentalsPanel));
  const [OrderTicketPanel, setOrderTicketPanel] = useState(() => lazy(loadOrderTicketPanel));
  // Side by side on wide screens; quote above chart on narrow ones.
  const wide = useMediaQuery('(min-width: 768px)');

  return (
    <div className="flex h-screen flex-col">
      <AppHeader
        session={session}
        onSymbol={setSymbol}
        accountId={accountId}
        onAccount={setAccountId}
        theme={theme}
        onToggleTheme={toggleTheme}
      />
      <Group key={wide ? 'wide' : 'narrow'} orientation={wide ? 'horizontal' : 'vertical'} className="min-h-0 flex-1">
        <Panel id="research-area" defaultSize={wide ? '28%' : '35%'} minSize="15%" className="overflow-hidden">
          <ResearchColumn symbol={symbol} onSelectSymbol={setSymbol} />
        </Panel>
        <Separator className="min-h-1.5 min-w-1.5 bg-slate-200 transition-colors hover:bg-sky-500 focus-visible:bg-sky-500 dark:bg-slate-800" />
        <Panel id="quote-area" defaultSize={wide ? '24%' : '30%'} minSize="15%">
          <Group orientation="vertical" className="h-full">
            <Panel id="quote-pane" defaultSize="50%" minSize="15%" className="overflow-y-auto">
              <ErrorBoundary fallbackTitle="The quote panel stopped working.">
                <QuotePanel symbol={symbol} actions={<AddToWatchlistButton symbol={symbol} />} />
              </ErrorBoundary>
            </Panel>
            <Separator className="min-h-1.5 bg-slate-200 transition-colors hover:bg-sky-500 focus-visible:bg-sky-500 dark:bg-slate-800" />
            <Panel id="ticket-pane" minSize="15%" className="overflow-y-auto">
              <ErrorBoundary
                fallbackTitle="The order ticket stopped working."
                onReset={() => {
                  setOrderTicketPanel(() => lazy(loadOrderTicketPanel));
                }}
              >
                <Suspense fallback={<Skeleton className="m-4 h-48" label="Loading order ticket" />}>
                  <OrderTicketPanel
                    account={account}
                    mode={session.mode}
                    symbol={symbol}
                    onSymbol={setSymbol}
                    marketClock={marketClock}
                  />
                </Suspense>
              </ErrorBoundary>
            </Panel>
          </Group>
        </Panel>
        <Separator className="min-h-1.5 min-w-1.5 bg-slate-200 transition-colors hover:bg-sky-500 focus-visible:bg-sky-500 dark:bg-slate-800" />
        <Panel id="chart-area" minSize="30%">
          <Group orientation="vertical" className="h-full">
            <Panel id="chart-pane" defaultSize="50%" minSize="25%">
              <ErrorBoundary
                fallbackTitle="The chart stopped working."
                onReset={() => {
                  setChartPanel(() => lazy(loadChartPanel));
                }}
              >
                <Suspense fallback={<Skeleton className="m-4 h-64" label="Loading chart" />}>
                  <ChartPanel
                    symbol={symbol}
                    timespan={timespan}
                    onTimespanChange={setTimespan}
                    theme={theme}
                    accountId={chosenAccount}
                  />
                </Suspense>
              </ErrorBoundary>
            </Panel>
            <Separator className="min-h-1.5 bg-slate-200 transition-colors hover:bg-sky-500 focus-visible:bg-sky-500 dark:bg-slate-800" />
            <Panel id="fundamentals-area" minSize="15%" className="overflow-y-auto">
              <ErrorBoundary
                fallbackTitle="The fundamentals stopped working."
                onReset={() => {
                  setFundamentalsPanel(() => lazy(loadFundamentalsPanel));
                }}
              >
                <Suspense fallback={<Skeleton className="m-4 h-24" label="Loading fundamentals" />}>
                  <FundamentalsPanel symbol={symbol} onSelectSymbol={setSymbol} />
                </Suspense>
              </ErrorBoundary>
            </Panel>
            <Separator className="min-h-1.5 bg-slate-200 transition-colors hover:bg-sky-500 focus-visible:bg-sky-500 dark:bg-slate-800" />
            <Panel id="account-area" defaultSize="30%" minSize="15%" className="overflow-hidden">
              <AccountAreaSlot accountId={chosenAccount} />
            </Panel>
          </Group>
        </Panel>
      </Group>
      <AccountLiveSlot accountId={chosenAccount} />
    </div>
  );
}
