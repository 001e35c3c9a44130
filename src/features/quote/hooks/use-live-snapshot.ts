import { useMemo } from 'react';
import { useLiveDepth, useLiveQuote, useFeedView } from '@src/lib/use-live';
import { useSnapshot } from '../api/get-snapshot';
import { mergeLiveQuote } from '../utils/merge-live-quote';

/**
 * The quote of one symbol: the REST snapshot first, then streamed values when newer. While
 * the tab is connected to the relay the snapshot is not polled: the relay keeps the price
 * moving (and the BFF polls for everyone when the upstream stream is down), which keeps the
 * shared market-data budget for the calls only REST can answer.
 */
export function useLiveSnapshot(symbol: string) {
  const view = useFeedView();
  const streaming = view !== null && view.link === 'online';
  const query = useSnapshot(symbol, !streaming);
  const live = useLiveQuote(symbol);
  const depth = useLiveDepth(symbol);
  const snapshot = query.data;
  const quote = useMemo(
    () => (snapshot === undefined || snapshot === null ? snapshot : mergeLiveQuote(snapshot, live, depth)),
    [snapshot, live, depth],
  );
  return { query, quote, streamed: live };
}
