import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { Account } from '@contracts/accounts';
import type { Timespan } from '@contracts/common';
import type { MarketClock } from '@contracts/market-clock';
import type { SessionInfo } from '@contracts/session';
import { ErrorBoundary } from '@src/components/error-boundary';
import { Skeleton } from '@src/components/skeleton';
import { QuotePanel } from '@src/features/quote/components/quote-panel';
import { AddToWatchlistButton } from '@src/features/watchlist/components/add-to-watchlist-button';
import type { Theme } from '../hooks/theme';
import { AccountAreaSlot } from './account-slots';
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

export type WorkspaceState = {
  session: SessionInfo;
  symbol: string;
  setSymbol: (symbol: string) => void;
  timespan: Timespan;
  setTimespan: (timespan: Timespan) => void;
  theme: Theme;
  account: Account | undefined;
  marketClock: MarketClock | undefined;
};

/** Every panel of the dashboard, each behind its own error boundary; the wide and narrow arrangements place them. */
export type WorkspacePanels = Record<'research' | 'quote' | 'ticket' | 'chart' | 'fundamentals' | 'account', ReactNode>;

export function useWorkspacePanels(state: WorkspaceState): WorkspacePanels {
  const { session, symbol, setSymbol, timespan, setTimespan, theme, account, marketClock } = state;
  // A lazy component keeps a failed load forever; Retry swaps in a fresh one that loads again.
  const [ChartPanel, setChartPanel] = useState(() => lazy(loadChartPanel));
  const [FundamentalsPanel, setFundamentalsPanel] = useState(() => lazy(loadFundamentalsPanel));
  const [OrderTicketPanel, setOrderTicketPanel] = useState(() => lazy(loadOrderTicketPanel));
  return {
    research: <ResearchColumn symbol={symbol} onSelectSymbol={setSymbol} />,
    quote: (
      <ErrorBoundary fallbackTitle="The quote panel stopped working.">
        <QuotePanel symbol={symbol} actions={<AddToWatchlistButton symbol={symbol} />} />
      </ErrorBoundary>
    ),
    ticket: (
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
    ),
    chart: (
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
            accountId={account?.account_id}
          />
        </Suspense>
      </ErrorBoundary>
    ),
    fundamentals: (
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
    ),
    account: <AccountAreaSlot accountId={account?.account_id} />,
  };
}
