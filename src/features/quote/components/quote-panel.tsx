import { ErrorAlert } from '../../../components/error-alert';
import { Skeleton } from '../../../components/skeleton';
import { useSnapshot } from '../api/get-snapshot';
import { OutOfHoursQuotes } from './out-of-hours-quotes';
import { QuoteDetails } from './quote-details';
import { QuoteHeader } from './quote-header';

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

/** Everything the snapshot says about one symbol, refreshed every 2 s. */
export function QuotePanel({ symbol }: { symbol: string }) {
  const snapshot = useSnapshot(symbol);
  const retry = () => {
    void snapshot.refetch();
  };
  let body;
  if (snapshot.isPending) body = <QuoteSkeleton />;
  else if (snapshot.isError && snapshot.data === undefined) {
    body = <ErrorAlert error={snapshot.error} onRetry={retry} />;
  } else if (snapshot.data === null) {
    body = <ErrorAlert error={new Error(`Unknown symbol ${symbol}`)} onRetry={retry} />;
  } else {
    body = (
      <>
        {snapshot.isError ? <ErrorAlert error={snapshot.error} onRetry={retry} title="Showing the last quote received" /> : null}
        <QuoteHeader quote={snapshot.data} />
        <QuoteDetails quote={snapshot.data} />
        <OutOfHoursQuotes quote={snapshot.data} />
      </>
    );
  }
  return (
    <section data-testid="quote-panel" aria-label={`Quote for ${symbol}`} className="@container flex flex-col gap-4 p-4">
      {body}
    </section>
  );
}
