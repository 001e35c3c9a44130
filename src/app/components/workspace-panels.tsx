import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
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
import { chartChunk, fundamentalsChunk, ticketChunk } from './workspace-chunks';

const ticketFallback = <Skeleton className="m-4 h-48" label="Loading order ticket" />;
const chartFallback = <Skeleton className="m-4 h-64" label="Loading chart" />;
const fundamentalsFallback = <Skeleton className="m-4 h-24" label="Loading fundamentals" />;

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
  // A failed load is kept by its component; Retry swaps in a fresh one that loads again.
  const [ChartArea, setChartArea] = useState(() => chartChunk.component(chartFallback));
  const [FundamentalsPanel, setFundamentalsPanel] = useState(() => fundamentalsChunk.component(fundamentalsFallback));
  const [OrderTicketPanel, setOrderTicketPanel] = useState(() => ticketChunk.component(ticketFallback));
  // A symbol switch paints the watchlist's selection and the quote first; the ticket, the chart and
  // the fundamentals follow in a render React may interrupt, each element kept as it is until its
  // inputs change, so the switch's own frame skips them
  // (docs/decisions/0092-a-symbol-switch-paints-the-quote-first.md).
  const laterSymbol = useDeferredValue(symbol);
  const ticket = useMemo(
    () => (
      <ErrorBoundary
        fallbackTitle="The order ticket stopped working."
        onReset={() => {
          setOrderTicketPanel(() => ticketChunk.component(ticketFallback));
        }}
      >
        <OrderTicketPanel
          account={account}
          mode={session.mode}
          symbol={laterSymbol}
          onSymbol={setSymbol}
          marketClock={marketClock}
        />
      </ErrorBoundary>
    ),
    [OrderTicketPanel, account, session.mode, laterSymbol, setSymbol, marketClock],
  );
  const chart = useMemo(
    () => (
      <ErrorBoundary
        fallbackTitle="The chart stopped working."
        onReset={() => {
          setChartArea(() => chartChunk.component(chartFallback));
        }}
      >
        <ChartArea
          symbol={laterSymbol}
          timespan={timespan}
          onTimespanChange={setTimespan}
          theme={theme}
          accountId={account?.account_id}
        />
      </ErrorBoundary>
    ),
    [ChartArea, laterSymbol, timespan, setTimespan, theme, account?.account_id],
  );
  const fundamentals = useMemo(
    () => (
      <ErrorBoundary
        fallbackTitle="The fundamentals stopped working."
        onReset={() => {
          setFundamentalsPanel(() => fundamentalsChunk.component(fundamentalsFallback));
        }}
      >
        <FundamentalsPanel symbol={laterSymbol} onSelectSymbol={setSymbol} />
      </ErrorBoundary>
    ),
    [FundamentalsPanel, laterSymbol, setSymbol],
  );
  return {
    research: <ResearchColumn symbol={symbol} onSelectSymbol={setSymbol} />,
    quote: (
      <ErrorBoundary fallbackTitle="The quote panel stopped working.">
        <QuotePanel symbol={symbol} actions={<AddToWatchlistButton symbol={symbol} />} />
      </ErrorBoundary>
    ),
    ticket,
    chart,
    fundamentals,
    account: <AccountAreaSlot accountId={account?.account_id} />,
  };
}
