import { useQuery } from '@tanstack/react-query';
import { snapshotsQueryOptions } from '@src/api/get-snapshots';
import { useFirstValueFromRest } from '@src/lib/use-first-value-from-rest';
import { useLiveQuote } from '@src/lib/use-live';

/**
 * The last price of `symbol`, to draw the analysts' targets and the dividend yield against: the
 * streamed quote the quote panel follows too, so a tab opened costs no snapshot call while the
 * stream is live (docs/architecture.md#the-call-budget). Without a streamed price (the stream
 * down, polling, or no push within the wait) the quote panel's snapshot entry, so while both
 * show one symbol no extra call is made.
 */
export function useCurrentPrice(symbol: string): string | undefined {
  const live = useLiveQuote(symbol);
  const askRest = useFirstValueFromRest(symbol, live !== undefined);
  const snapshot = useQuery({
    ...snapshotsQueryOptions([symbol]),
    enabled: askRest && live === undefined,
    select: (list) => list.find((item) => item.symbol === symbol)?.price,
  });
  return live?.price ?? snapshot.data;
}
