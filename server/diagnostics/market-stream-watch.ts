import type { FeedState } from '@contracts/stream';
import type { StreamDiagnostics } from '@contracts/diagnostics';
import type { MarketFeed } from '../upstream/stream/market-feed';

/**
 * The provider's per-session topic quota (docs/protocol.md#subscribe-and-unsubscribe) is not
 * published; the simulator's is 1200 (symbol, sub_type) pairs, 400 symbols of three kinds.
 */
export const SIMULATOR_SYMBOL_QUOTA = 400;

/** Follows the market feed for the diagnostics: its state, last data message and reconnects. */
export interface MarketStreamWatch {
  current(): StreamDiagnostics;
  close(): void;
}

/**
 * A reconnect is counted when the stream is up again (live, or idle in a closed market) after it
 * was lost (reconnecting, maybe polling after); the first connection after the start and a
 * silent spell that ends, polled or not, are not counted.
 */
export function watchMarketStream(
  feed: Pick<MarketFeed, 'onEvent' | 'status'>,
  options: { mode: 'paper' | 'live'; onChange: () => void },
): MarketStreamWatch {
  let state: FeedState = feed.status().state;
  const isUp = (s: FeedState) => s === 'live' || s === 'idle';
  let everLive = isUp(state);
  let lost = false;
  let reconnects = 0;
  let lastMessageAt: number | null = null;

  const stop = feed.onEvent((event) => {
    if (event.kind !== 'status') {
      // Told too, so an open panel's "last message" keeps up (the relay sends twice a second at most).
      lastMessageAt = event.data.received_at;
      options.onChange();
      return;
    }
    const next = event.data.state;
    if (next === state) return;
    if (next === 'reconnecting') lost ||= everLive;
    if (isUp(next)) {
      if (lost) reconnects += 1;
      lost = false;
      everLive = true;
    }
    state = next;
    options.onChange();
  });

  return {
    current() {
      const status = feed.status();
      return {
        state: status.state,
        since: status.since,
        last_message_at: lastMessageAt,
        reconnects,
        subscribed: Object.keys(status.symbols).length,
        quota:
          options.mode === 'paper'
            ? { limit: SIMULATOR_SYMBOL_QUOTA, note: 'simulator: 1200 symbol and data-kind pairs per session' }
            : { limit: null, note: 'the provider does not publish its per-session topic quota; 100 symbols per call' },
      };
    },
    close: stop,
  };
}
