import type { ReactNode } from 'react';
import { useInstrumentCategory } from '@src/api/get-instrument-category';
import { ErrorAlert } from '@src/components/error-alert';
import { PendingData } from '@src/components/pending-data';
import { Skeleton } from '@src/components/skeleton';
import { useLiveSnapshot } from '../hooks/use-live-snapshot';
import { DepthLadder } from './depth-ladder';
import { OutOfHoursQuotes } from './out-of-hours-quotes';
import { QuoteDetails } from './quote-details';
import { QuoteHeader } from './quote-header';
import { TimeAndSales } from './time-and-sales';
import { TradeButtons } from './trade-buttons';

function QuoteSkeleton() {
  return (
    <div className="flex flex-col gap-3">
      <Skeleton className="h-6 w-24" label="Loading quote" />
      <Skeleton className="h-9 w-40" />
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-4 w-full" />
      ))}
    </div>
  );
}

type QuotePanelProps = {
  symbol: string;
  /** Actions the app adds for the shown symbol (e.g. "Add to watchlist"), shown above the quote. */
  actions?: ReactNode;
};

/** Everything the snapshot says about one symbol, kept current by the live stream. */
export function QuotePanel({ symbol, actions }: QuotePanelProps) {
  const { query: snapshot, quote, streamed } = useLiveSnapshot(symbol);
  const fund = useInstrumentCategory(symbol).data === 'US_ETF';
  const retry = () => {
    void snapshot.refetch();
  };
  let body;
  if (quote === undefined) {
    body = snapshot.isError ? <ErrorAlert error={snapshot.error} onRetry={retry} /> : <QuoteSkeleton />;
  } else if (quote === null) {
    body = <ErrorAlert error={new Error(`Unknown symbol ${symbol}`)} onRetry={retry} />;
  } else {
    // The stream's quote is shown; the figures only the snapshot carries are still on their way.
    const figuresPending = snapshot.data === undefined;
    body = (
      <>
        {snapshot.isError ? (
          <ErrorAlert
            error={snapshot.error}
            onRetry={retry}
            title={figuresPending ? 'Could not load turnover, EPS and book value' : 'Showing the last quote received'}
          />
        ) : null}
        <QuoteHeader
          quote={quote}
          source={streamed !== undefined && quote.received_at === streamed.received_at ? streamed.source : 'rest'}
        />
        <TradeButtons symbol={quote.symbol} bid={quote.bid} ask={quote.ask} last={quote.price} />
        <div className="grid grid-cols-1 gap-4 @md:grid-cols-2">
          <DepthLadder symbol={symbol} />
          <TimeAndSales symbol={symbol} />
        </div>
        <QuoteDetails quote={quote} fund={fund} />
        {figuresPending && !snapshot.isError ? (
          <PendingData className="h-4 w-full" label="Loading turnover, EPS and book value" />
        ) : null}
        <OutOfHoursQuotes quote={quote} />
      </>
    );
  }
  return (
    <section
      data-testid="quote-panel"
      aria-label={`Quote for ${symbol}`}
      className="@container flex flex-col gap-4 p-4"
    >
      {actions === undefined ? null : <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      {body}
    </section>
  );
}
