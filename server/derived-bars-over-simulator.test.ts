import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import type { Timespan } from '@contracts/common';
import type { Bar } from '@contracts/market-data';
import { simulatorWithClient } from './bench/upstream/stack';
import { basesOf, deriveBars } from './upstream/market-data/derive-bars';
import { maxBarsPerCall, toOldestFirst, tradingSessionsFor } from './upstream/market-data/bars-page';
import { parseUpstream } from './upstream/client/parse-upstream';
import { upstreamBatchBarsSchema } from './upstream/market-data/upstream-schemas';

// Bars the BFF builds from shorter ones it holds, compared bar for bar with what the simulator
// itself answers for the longer span, at moments that cover every session, weekends, holidays,
// early closes, a clock change and month and year ends (docs/protocol.md#derived-bars).
vi.setConfig({ testTimeout: 300_000, hookTimeout: 120_000 });

let stack: Awaited<ReturnType<typeof simulatorWithClient>>;
beforeAll(async () => {
  stack = await simulatorWithClient({ SIM_MARKET_DATA_LIMIT: '6000/60' });
});
afterAll(async () => {
  await stack.sim.stop();
});

/** New York wall time as UTC ms (offset -5 in winter, -4 in summer). */
const ny = (iso: string, offsetHours: number) => Date.parse(`${iso}:00.000Z`) + offsetHours * 3_600_000;
const MOMENTS = [
  { label: 'Wednesday, regular session', at: ny('2026-11-18T10:37', 5) },
  { label: 'Saturday, closed', at: ny('2026-11-21T12:00', 5) },
  { label: 'Thanksgiving evening, overnight into an early-close Friday', at: ny('2026-11-26T21:15', 5) },
  { label: 'Friday after Thanksgiving, after the early close', at: ny('2026-11-27T16:20', 5) },
  { label: 'Monday pre-market after a holiday week', at: ny('2026-11-30T05:10', 5) },
  { label: 'first trading day of the year, after hours', at: ny('2026-01-02T17:45', 5) },
  { label: 'Monday after the spring clock change', at: ny('2026-03-09T14:02', 4) },
  { label: 'overnight after the observed Independence Day', at: ny('2026-07-06T01:30', 4) },
];
const TARGETS: Timespan[] = ['M5', 'M15', 'M30', 'M60', 'M120', 'M240', 'W', 'M', 'Y'];

async function bars(symbol: string, timespan: Timespan, count: number, end?: number): Promise<Bar[]> {
  const body = {
    symbols: [symbol],
    category: 'US_STOCK',
    timespan,
    count,
    // The sessions the BFF asks for: the chart's, every one for intraday bars.
    ...(tradingSessionsFor(timespan) === undefined ? {} : { trading_sessions: tradingSessionsFor(timespan) }),
    ...(end === undefined ? {} : { end_time: end }),
  };
  const json = await stack.client.call('getBars', { body });
  return toOldestFirst(parseUpstream(upstreamBatchBarsSchema, json, 'bars').result[0]?.result ?? []);
}

test('every derivable span matches the provider bar for bar, or is not derived at all', async () => {
  let derived = 0;
  let declined = 0;
  for (const moment of MOMENTS) {
    await stack.control.pinClock(moment.at);
    for (const symbol of ['AAPL', 'MSFT']) {
      const held = new Map<Timespan, { timespan: Timespan; bars: Bar[]; complete: boolean }>();
      for (const target of TARGETS) {
        for (const base of basesOf(target)) {
          if (!held.has(base)) {
            const asked = maxBarsPerCall(base, 'v3');
            const got = await bars(symbol, base, asked);
            held.set(base, { timespan: base, bars: got, complete: got.length < asked });
          }
          const series = held.get(base);
          if (series === undefined) throw new Error('unreachable');
          const direct = await bars(symbol, target, 40);
          const older = direct[10]?.time;
          for (const want of [{ count: 40 }, { count: 300 }, { count: 20, end: older }]) {
            const expected =
              want.count === 40 && want.end === undefined ? direct : await bars(symbol, target, want.count, want.end);
            const built = deriveBars(series, target, want);
            const where = `${symbol} ${target} from ${base}, ${want.count} bars${want.end === undefined ? '' : ' before a page end'}, ${moment.label}`;
            if (built === undefined) declined += 1;
            else {
              derived += 1;
              expect(built, where).toEqual(expected);
            }
          }
        }
      }
    }
  }
  await stack.control.pinClock(null);
  // Spans whose base holds enough: M5 from M1, M15/M30 from M5, M60/M120 from M15/M30 and so on.
  expect(derived).toBeGreaterThan(declined);
});

test('the spans the dashboard shows are built whenever their finest useful base is held', async () => {
  await stack.control.pinClock(MOMENTS[0]?.at ?? null);
  const cases: [Timespan, Timespan, number][] = [
    ['M5', 'M1', 300],
    ['M30', 'M15', 300],
    ['M120', 'M60', 300],
    ['W', 'D', 200],
    ['M', 'D', 50],
    ['Y', 'M', 300],
  ];
  for (const [target, base, count] of cases) {
    const asked = maxBarsPerCall(base, 'v3');
    const got = await bars('AAPL', base, asked);
    const built = deriveBars({ timespan: base, bars: got, complete: got.length < asked }, target, { count });
    expect(built, `${target} from ${base}`).toEqual(await bars('AAPL', target, count));
  }
  await stack.control.pinClock(null);
});
