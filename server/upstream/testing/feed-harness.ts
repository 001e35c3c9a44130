import { expect } from 'vitest';
import type { Snapshot } from '@contracts/market-data';
import { createMarketFeed } from '../stream/create-market-feed';
import type { FeedEvent } from '../stream/market-feed';
import { encodeStreamMessage } from '../stream/stream-proto';
import { createFakeClock } from './fake-clock';
import { fakeConnector, recordingApi, settle, tableDirectory } from './stream-test-kit';

/** Wednesday 2026-11-18 10:30 New York: the feed tests' start. */
export const FEED_START = Date.UTC(2026, 10, 18, 15, 30);

/** An upstream `snapshot` push of `symbol` at `price`. */
export function snapshotPush(symbol: string, price: string) {
  return encodeStreamMessage('snapshot', {
    basic: { symbol, timestamp: String(FEED_START) },
    trade_time: String(FEED_START),
    price,
    pre_close: '100.00',
  });
}

function restSnapshot(symbol: string, price: string, receivedAt: number): Snapshot {
  return {
    symbol,
    instrument_id: '1',
    price,
    open: '100.00',
    high: '101.00',
    low: '99.00',
    pre_close: '100.00',
    volume: '1000',
    change: '0.50',
    change_ratio: '0.0050',
    last_trade_time: receivedAt - 100,
    received_at: receivedAt,
  };
}

/**
 * The real feed on a fake clock, a hand-driven connector and a recording stream API; polls are
 * recorded and answered at 123.45. The market's calendar is two switches a test may flip.
 */
export function feedHarness(options: { marketActive?: boolean; marketOpen?: boolean; noHost?: boolean } = {}) {
  const clock = createFakeClock(FEED_START);
  // Mutable, so a test can close or open the market as the calendar would.
  const market = { active: options.marketActive ?? true, open: options.marketOpen ?? true };
  const upstream = recordingApi();
  const mqtt = fakeConnector();
  const polls: string[][] = [];
  const feed = createMarketFeed({
    api: upstream.api,
    connector: options.noHost === true ? null : mqtt.connector,
    sessionId: 'bff-session',
    directory: tableDirectory({ AAPL: 'US_STOCK', MSFT: 'US_STOCK' }),
    pollSnapshots: (symbols) => {
      polls.push([...symbols]);
      return Promise.resolve(symbols.map((s) => restSnapshot(s, '123.45', clock.now())));
    },
    clock,
    // The top of each backoff range, so reconnect times are exact.
    random: () => 1,
    silentAfterMs: 10_000,
    pollAfterMs: 5_000,
    pollIntervalMs: 2_000,
    isMarketActive: () => market.active,
    isMarketOpen: () => market.open,
  });
  const events: FeedEvent[] = [];
  feed.onEvent((event) => events.push(event));
  const states = () =>
    events
      .flatMap((e) => (e.kind === 'status' ? [e.data.state] : []))
      .filter((s, i, all) => i === 0 || all[i - 1] !== s);
  const advance = async (ms: number) => {
    for (let left = ms; left > 0; left -= Math.min(left, 100)) {
      clock.advance(Math.min(left, 100));
      await settle();
    }
  };
  return { clock, upstream, mqtt, polls, feed, events, states, advance, market };
}

export type FeedHarness = ReturnType<typeof feedHarness>;

/** Watches `symbols`' quotes, accepts the connection and checks the feed turned live. */
export async function goLive(t: FeedHarness, symbols = ['AAPL']) {
  for (const s of symbols) t.feed.watch(s, 'quote');
  t.mqtt.accept();
  await t.advance(100);
  expect(t.feed.status().state).toBe('live');
}
