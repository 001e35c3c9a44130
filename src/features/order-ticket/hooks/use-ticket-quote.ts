import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { snapshotsQueryOptions } from '@src/api/get-snapshots';
import { useFeedView, useLiveDepth, useLiveQuote } from '@src/lib/use-live';
import { pickTicketQuote, type TicketQuote } from '../utils/ticket-quote';

/** As often as the quote panel asks while the live link is down. */
const POLL_MS = 2_000;

/**
 * Last, bid and ask of the ticket's symbol: the shared snapshot entry, then the streamed quote
 * and book when newer. Polled only while the live link is down, as the quote panel does.
 */
export function useTicketQuote(symbol: string): TicketQuote {
  const view = useFeedView();
  const streaming = view !== null && view.link === 'online';
  const snapshot = useQuery({
    ...snapshotsQueryOptions([symbol]),
    enabled: symbol !== '',
    refetchInterval: (query) => (streaming || query.state.error !== null ? false : POLL_MS),
    select: (list) => list.find((item) => item.symbol === symbol),
  });
  const live = useLiveQuote(symbol === '' ? undefined : symbol);
  const depth = useLiveDepth(symbol === '' ? undefined : symbol);
  return useMemo(() => pickTicketQuote(snapshot.data, live, depth), [snapshot.data, live, depth]);
}
