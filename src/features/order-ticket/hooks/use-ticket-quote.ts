import { skipToken, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Snapshot } from '@contracts/market-data';
import { queryKeys } from '@src/api/query-keys';
import { useLiveDepth, useLiveQuote } from '@src/lib/use-live';
import { pickTicketQuote, type TicketQuote } from '../utils/ticket-quote';

/**
 * Last, bid and ask of the ticket's symbol, which is always the dashboard's: the snapshot the
 * quote panel keeps (read from its cache entry, never fetched twice), then the streamed quote
 * and book when newer. Reading the entry rather than importing the snapshot query also keeps
 * the first screen's bundle whole (docs/decisions/0067-the-order-ticket-reads-what-the-dashboard-fetches.md).
 */
export function useTicketQuote(symbol: string): TicketQuote {
  const snapshot = useQuery<Snapshot[], Error, Snapshot | undefined>({
    queryKey: queryKeys.snapshots([symbol]),
    queryFn: skipToken,
    select: (list) => list.find((item) => item.symbol === symbol),
  });
  const live = useLiveQuote(symbol === '' ? undefined : symbol);
  const depth = useLiveDepth(symbol === '' ? undefined : symbol);
  return useMemo(() => pickTicketQuote(snapshot.data, live, depth), [snapshot.data, live, depth]);
}
