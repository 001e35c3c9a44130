import { expect, test } from 'vitest';
import { useStreamHarness } from './testing/stream-harness';

// A long interval: the rounds this test counts are the ones it runs itself.
const quiet = useStreamHarness({ quiet: true, intervalMs: 60_000 });
const busy = useStreamHarness({ intervalMs: 60_000 });
const SUBSCRIBE = '/market-data/streaming/subscribe';
// Saturday 2026-03-07 12:00 New York: no session at all.
const SATURDAY_NOON = Date.UTC(2026, 2, 7, 17, 0);

async function subscribedWhileClosed(sim: Awaited<ReturnType<typeof quiet>>) {
  await sim.control('/_control/clock', { now: SATURDAY_NOON });
  const connected = await sim.connect('q1');
  const response = await sim.post(SUBSCRIBE, {
    session_id: 'q1',
    symbols: ['AAPL', 'MSFT'],
    category: 'US_STOCK',
    sub_types: ['QUOTE', 'SNAPSHOT', 'TICK'],
  });
  expect(response.statusCode).toBe(200);
  return connected;
}

test('quiet mode pushes nothing while the market is closed, and the usual topics once a session opens', async () => {
  const sim = await quiet();
  const { client, received } = await subscribedWhileClosed(sim);
  for (let round = 0; round < 5; round += 1) sim.stream.pushLoop.pushAll();
  expect(sim.stream.stats().pushed).toBe(0);
  // The pre-market of Monday 2026-03-09 (04:30 New York, daylight time).
  await sim.control('/_control/clock', { now: Date.UTC(2026, 2, 9, 8, 30) });
  sim.stream.pushLoop.pushAll();
  expect(sim.stream.stats().pushed).toBe(6);
  await sim.waitFor(
    client,
    received,
    (all) => all.filter((m) => m.topic !== 'echo' && m.topic !== 'notice').length >= 6,
  );
  expect(new Set(received.map((m) => m.topic))).toEqual(new Set(['quote', 'snapshot', 'tick']));
});

test('by default the topics stay busy while closed: a subscribe pushes at once, every round again', async () => {
  const sim = await busy();
  await subscribedWhileClosed(sim);
  expect(sim.stream.stats().pushed).toBe(6);
  sim.stream.pushLoop.pushAll();
  expect(sim.stream.stats().pushed).toBe(12);
});
