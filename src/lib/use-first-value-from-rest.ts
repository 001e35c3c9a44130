import { useEffect, useState } from 'react';
import { useFeedView } from './use-live';

/**
 * How long a panel waits for the stream's first push before it asks the BFF over REST after all.
 * The simulator pushes a subscribed pair at once and then every second; the provider documents no
 * cadence, and a symbol that does not trade sends no tick (docs/protocol.md#streaming).
 */
export const FIRST_PUSH_WAIT_MS = 5_000;

/**
 * Whether a streamed panel (order book, trades) should ask REST for its first value. Not while
 * the BFF's upstream stream is live: the symbol's first push fills the panel for no market-data
 * call (docs/architecture.md#the-call-budget). Yes while the stream is down, silent or polling,
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
