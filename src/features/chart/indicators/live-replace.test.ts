import { expect, test } from 'vitest';
import { createIndicatorRun } from './create-indicator-run';
import { defaultSpec, INDICATOR_DEFINITIONS } from './definitions';
import type { IndicatorKind, IndicatorPoint, IndicatorSeries } from './indicator-types';
import { expectLinesClose } from './testing/expect-series';
import { liveTicks } from './testing/live-ticks';
import { SIMULATOR_M5_BARS } from './testing/simulator-bars';

// A live chart: history loaded once, then each new bar appended as its first tick and replaced by
// every later tick. After the last tick the run's values must equal a fresh reset over the final
// bars, to 1e-9 relative: no tick may leave a trace in the state.

const KINDS = Object.keys(INDICATOR_DEFINITIONS) as IndicatorKind[];
// The live part covers the Friday early close, the weekend and Monday's first bars.
const LIVE_FROM = 700;
const TICKS_PER_BAR = 12;

function collect(series: Record<string, IndicatorSeries>, points: readonly IndicatorPoint[]) {
  return Object.fromEntries(
    Object.entries(series).map(([key, values]) => [key, [...values, ...points.map((p) => p[key])]]),
  );
}

test.each(KINDS)('%s: ticks replacing the last bar, then new bars, end as a reset over the final bars', (kind) => {
  const spec = defaultSpec(kind, kind);
  const run = createIndicatorRun(spec, 'M5');
  const history = run.reset(SIMULATOR_M5_BARS.slice(0, LIVE_FROM));
  const points: IndicatorPoint[] = [];
  for (const bar of SIMULATOR_M5_BARS.slice(LIVE_FROM)) {
    const [first, ...rest] = liveTicks(bar, TICKS_PER_BAR);
    if (first === undefined) throw new Error('no ticks');
    let point = run.append(first);
    for (const tick of rest) point = run.replaceLast(tick);
    points.push(point);
  }
  const fresh = createIndicatorRun(spec, 'M5').reset(SIMULATOR_M5_BARS);
  expectLinesClose(collect(history, points), fresh);
});

test.each(KINDS)('%s: a live feed from the very first bar ends as a reset over its bars', (kind) => {
  const spec = defaultSpec(kind, kind);
  const run = createIndicatorRun(spec, 'M5');
  const bars = SIMULATOR_M5_BARS.slice(0, 60);
  const history = run.reset([]);
  const points: IndicatorPoint[] = [];
  for (const bar of bars) {
    const [first, ...rest] = liveTicks(bar, 5);
    if (first === undefined) throw new Error('no ticks');
    // The chart may hear of a bar by a replace before any append (an empty series).
    let point = points.length === 0 ? run.replaceLast(first) : run.append(first);
    for (const tick of rest) point = run.replaceLast(tick);
    points.push(point);
  }
  expectLinesClose(collect(history, points), createIndicatorRun(spec, 'M5').reset(bars));
});

test.each(KINDS)('%s: replacing the last bar with itself changes nothing', (kind) => {
  const spec = defaultSpec(kind, kind);
  const run = createIndicatorRun(spec, 'M5');
  const series = run.reset(SIMULATOR_M5_BARS);
  const last = SIMULATOR_M5_BARS.at(-1);
  if (last === undefined) throw new Error('no bars');
  const point = run.replaceLast(last);
  expect(point).toEqual(Object.fromEntries(Object.entries(series).map(([key, values]) => [key, values.at(-1)])));
});
