import { useMemo } from 'react';
import { tradingSessionAt } from '@src/lib/eastern-time';
import { useFirstValueFromRest } from '@src/lib/use-first-value-from-rest';
import { useLiveDepth, useLiveQuote, useFeedView } from '@src/lib/use-live';
import { useSnapshot } from '../api/get-snapshot';
import { mergeLiveQuote } from '../utils/merge-live-quote';
import { quoteFromStream } from '../utils/quote-from-stream';

const isRegularSession = (ms: number) => tradingSessionAt(ms) === 'regular';

/**
 * The quote of one symbol: a first look, then streamed values when newer. While the BFF's
 * upstream stream is live the first look is the symbol's first streamed quote, and the REST
 * snapshot is asked only for the figures the stream does not carry (turnover, EPS, book value,
 * lot size), at the BFF's secondary priority: behind what the trader waits for, and not sent if
 * the trader has moved on before its turn. Otherwise (the stream down, silent or polling, the
 * feed's state not yet known, or no whole quote pushed within FIRST_PUSH_WAIT_MS) the REST
 * snapshot is the first look, as the trader waits on it (docs/architecture.md#the-call-budget).
 * While the tab is connected to the relay the snapshot is not polled: the relay keeps the price
 * moving (and the BFF polls for everyone when the upstream stream is down).
 */
export function useLiveSnapshot(symbol: string) {
  const view = useFeedView();
  const streaming = view !== null && view.link === 'online';
  const live = useLiveQuote(symbol);
  const depth = useLiveDepth(symbol);
  const firstLook = useMemo(() => (live === undefined ? undefined : quoteFromStream(live, isRegularSession)), [live]);
  const restFirst = useFirstValueFromRest(symbol, firstLook !== undefined);
  const query = useSnapshot(symbol, {
    poll: !streaming,
    enabled: restFirst || firstLook !== undefined,
    priority: restFirst ? undefined : 'secondary',
  });
  const base = query.data === undefined ? firstLook : query.data;
  const quote = useMemo(
    () => (base === undefined || base === null ? base : mergeLiveQuote(base, live, depth)),
    [base, live, depth],
  );
  return { query, quote, streamed: live };
}
