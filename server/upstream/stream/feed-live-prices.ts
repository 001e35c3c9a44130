import { overlayLiveQuote } from '@contracts/live-over-snapshot';
import type { LivePrices } from '../market-data/live-prices';
import type { MarketFeed } from './market-feed';
import { usCalendarSessionAt } from '../client/market-session';

const isRegularSession = (ms: number) => usCalendarSessionAt(ms) === 'regular';

/**
 * The feed as the snapshot service's source of newer prices: a polled symbol is watched as a
 * browser's `quote/<SYMBOL>` subscription is (one upstream subscription however many ask), and
 * its last streamed quote is laid over the snapshot as the page lays it over its quote panel.
 */
export function feedLivePrices(feed: MarketFeed): LivePrices {
  return {
    follow: (symbol) => {
      feed.watch(symbol, 'quote');
    },
    release: (symbol) => {
      feed.unwatch(symbol, 'quote');
    },
    overlay: (snapshot) => overlayLiveQuote(snapshot, feed.latestQuote(snapshot.symbol), isRegularSession),
  };
}
