import { useEffect, useState } from 'react';
import { useFeedView } from './use-live';

/**
 * How long a panel waits for the stream's first push before it asks the BFF over REST after all.
 * The simulator pushes a subscribed pair at once and then every second; the provider documents no
 * cadence, and a quiet symbol may send nothing for a while (docs/protocol.md#streaming).
 */
export const FIRST_PUSH_WAIT_MS = 5_000;

/**
 * Whether a panel showing a streamed state (the order book) should ask REST for its first value.
 * Not while the BFF's upstream stream is live: the symbol's first push replaces the whole state,
 * so it fills the panel for no market-data call (docs/architecture.md#the-call-budget). Not for
 * a history such as the trades: the stream sends only new ones. Yes while the stream is down, silent or polling,
 * before the tab knows the feed's state, and when no push has come within FIRST_PUSH_WAIT_MS.
 */
export function useFirstValueFromRest(symbol: string, pushed: boolean): boolean {
  const view = useFeedView();
  const streamServes = view?.link === 'online' && view.feed?.state === 'live';
  const [gaveUpOn, setGaveUpOn] = useState<string | null>(null);
  useEffect(() => {
    if (!streamServes || pushed) return undefined;
    const timer = setTimeout(() => {
      setGaveUpOn(symbol);
    }, FIRST_PUSH_WAIT_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [streamServes, pushed, symbol]);
  return !streamServes || gaveUpOn === symbol;
}
