import type { Bar } from '@contracts/market-data';
import { createIndicatorRun } from '../create-indicator-run';
import { defaultSpec, INDICATOR_DEFINITIONS } from '../definitions';
import type { IndicatorKind } from '../indicator-types';

// `npm run bench:indicators`: what a live tick costs each indicator (replaceLast: the last bar's
// new values) against its baseline, recomputing the indicator over the loaded bars (reset), on
// 5,000 M5 bars. Goal: a tick at least 100 times cheaper than a recompute and under 20 µs per
// indicator: docs/chart-research.md#indicators. Runs in Node with browser globals only
// (performance, console), like the code it measures.

const BAR_COUNT = 5_000;
const TICKS = 20_000;
const RESETS = 20;
const ROUNDS = 5;
const GOAL = { tickMicrosBelow: 20, ratioAtLeast: 100 };
const FIVE_MINUTES = 300_000;

/** A deterministic random walk of M5 bars from Monday 24 November 2025, 04:00 New York. */
function walkBars(count: number): Bar[] {
  let seed = 20251124;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  let close = 200;
  return Array.from({ length: count }, (_, i) => {
    const open = close;
    close = Math.max(1, open + (random() - 0.5) * 0.6);
    const high = Math.max(open, close) + random() * 0.2;
    const low = Math.min(open, close) - random() * 0.2;
    const volume = Math.floor(1_000 + random() * 50_000);
    const time = Date.UTC(2025, 10, 24, 9) + i * FIVE_MINUTES;
    return {
      time,
      open: open.toFixed(2),
      high: high.toFixed(2),
      low: low.toFixed(2),
      close: close.toFixed(2),
      volume: String(volume),
    };
  });
}

/** Live ticks of the last bar: its close moving a cent at a time, its volume growing. */
function ticksOf(bar: Bar, count: number): Bar[] {
  return Array.from({ length: count }, (_, i) => {
    const close = (Number(bar.close) + ((i % 21) - 10) / 100).toFixed(2);
    const high = Math.max(Number(bar.high), Number(close)).toFixed(2);
    const low = Math.min(Number(bar.low), Number(close)).toFixed(2);
    return { ...bar, high, low, close, volume: String(Number(bar.volume) + i) };
  });
}

/** The best of ROUNDS runs of `op` repeated `times`, in µs per call. */
function microsPerCall(times: number, op: (i: number) => number): number {
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = performance.now();
    for (let i = 0; i < times; i += 1) sink += op(i);
    best = Math.min(best, ((performance.now() - start) * 1000) / times);
  }
  return best;
}

let sink = 0;
const bars = walkBars(BAR_COUNT);
const last = bars.at(-1);
if (last === undefined) throw new Error('no bars');
const ticks = ticksOf(last, 1_000);
const kinds = Object.keys(INDICATOR_DEFINITIONS) as IndicatorKind[];
const tickMicros: Partial<Record<IndicatorKind, number>> = {};
const recomputeMicros: Partial<Record<IndicatorKind, number>> = {};
const ratio: Partial<Record<IndicatorKind, number>> = {};
let met = true;

const round = (value: number, digits: number) => Number(value.toFixed(digits));
const count = (values: Record<string, unknown>) => Object.keys(values).length;

for (const kind of kinds) {
  const run = createIndicatorRun(defaultSpec(kind, kind), 'M5');
  const recompute = microsPerCall(RESETS, () => count(run.reset(bars)));
  run.reset(bars);
  const tick = microsPerCall(TICKS, (i) => count(run.replaceLast(ticks[i % ticks.length] ?? last)));
  tickMicros[kind] = round(tick, 3);
  recomputeMicros[kind] = round(recompute, 1);
  ratio[kind] = Math.round(recompute / tick);
  const ok = tick < GOAL.tickMicrosBelow && recompute / tick >= GOAL.ratioAtLeast;
  met &&= ok;
  console.log(
    `${kind.padEnd(11)} tick ${tick.toFixed(2).padStart(6)} µs   recompute over ${BAR_COUNT} bars ${(recompute / 1000).toFixed(2).padStart(6)} ms   ratio ${Math.round(recompute / tick)}x${ok ? '' : '   MISSED'}`,
  );
}

// The sink keeps the work observable so the engine cannot drop it.
if (sink === 0) throw new Error('benchmark produced no output');
console.log(`goal: tick < ${GOAL.tickMicrosBelow} µs and at least ${GOAL.ratioAtLeast}x cheaper than a recompute`);
console.log(
  JSON.stringify({
    bench: 'indicators',
    bars: BAR_COUNT,
    iterations: { ticks: TICKS * ROUNDS, resets: RESETS * ROUNDS },
    figures: { tickMicros },
    baseline: { recomputeMicros },
    ratio,
    goal: GOAL,
    met,
  }),
);
