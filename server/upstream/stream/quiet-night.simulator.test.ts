import { expect, test, vi } from 'vitest';
import type { FeedState } from '@contracts/stream';
import { simulatorForFile } from '@server/testing/simulator-for-file';
import { createBroker } from '../broker';
import { systemClock } from '@server/shared/clock';
import { createFakeClock } from '../testing/fake-clock';
import { settle } from '../testing/stream-test-kit';
import { startMarketFeed } from './start-market-feed';

// The simulator in quiet mode: echo once a minute, nothing pushed outside the sessions.
const stack = simulatorForFile({ SIM_STREAM_QUIET: '1' });
// Saturday 2026-11-21 12:00 New York: no session at all.
const SATURDAY_NOON = Date.UTC(2026, 10, 21, 17, 0);
const MINUTE = 60_000;

const marketDataCalls = (requests: { path: string }[]) => requests.filter((r) => r.path.includes('/market-data/'));

test("ten minutes of a closed market over a quiet stream: no market-data call beyond the screen's, never a reconnect", async () => {
  const { sim, client, control, marketTime, credentials } = await stack();
  await control.pinClock(SATURDAY_NOON);
  const broker = createBroker({
    client,
    clock: systemClock,
    marketTime,
    info: { mode: 'paper', region: 'simulator', pathGeneration: 'v3' },
  });
  // The screen: a quote panel loads AAPL's snapshot, then follows its live quote and book.
  const [shown] = await broker.getSnapshots(['AAPL']);
  expect(shown?.symbol).toBe('AAPL');
  // The feed's own timers run on a clock the test moves: ten minutes take no ten real minutes.
  const clock = createFakeClock(Date.now());
  const feed = startMarketFeed({
    client,
    broker,
    mqttUrl: sim.ready.mqtt,
    appKey: credentials.appKey,
    silentAfterMs: 10_000,
    pollAfterMs: 5_000,
    clock,
    log: () => undefined,
  });
  try {
    const states: FeedState[] = [];
    let pushes = 0;
    feed.onEvent((event) => {
      if (event.kind !== 'status') pushes += 1;
      else if (states.at(-1) !== event.data.state) states.push(event.data.state);
    });
    feed.watch('AAPL', 'quote');
    feed.watch('AAPL', 'depth');
    await vi.waitFor(
      async () => {
        clock.advance(100);
        await settle();
        expect(Object.values((await control.stream.stats()).subscriptions)).toEqual([{ AAPL: ['QUOTE', 'SNAPSHOT'] }]);
        expect(feed.status().state).toBe('idle');
      },
      { timeout: 60_000, interval: 20 },
    );
    const before = { requests: await control.stats(), stream: await control.stream.stats() };
    // The screen's calls and no more: its snapshot, and one subscribe for the quote and the book.
    expect(marketDataCalls(before.requests).map((r) => r.path)).toEqual([
      '/market-data/stocks/snapshots/list',
      '/market-data/streaming/subscribe',
    ]);

    for (let minute = 1; minute <= 10; minute += 1) {
      await control.pinClock(SATURDAY_NOON + minute * MINUTE);
      for (let second = 0; second < 60; second += 1) {
        clock.advance(1_000);
        await settle();
      }
    }

    const after = { requests: await control.stats(), stream: await control.stream.stats() };
    expect(marketDataCalls(after.requests)).toEqual(marketDataCalls(before.requests));
    // The one connection of the start, never closed and opened again.
    expect(after.stream.connections).toEqual(before.stream.connections);
    expect(after.stream.connections).toHaveLength(1);
    expect(after.stream.pushed).toBe(0);
    expect(pushes).toBe(0);
    expect(states).toEqual(['idle']);
    expect(feed.status().state).toBe('idle');
  } finally {
    await feed.close();
  }
});
