import { expect, test } from 'vitest';
import type { Bar } from '@contracts/market-data';
import { createIndicatorRun } from '../indicators/create-indicator-run';
import { INDICATOR_DEFINITIONS } from '../indicators/definitions';
import type { IndicatorSpec } from '../indicators/indicator-types';
import { barIndexAt, createIndicatorTracker, type IndicatorEngine } from './indicator-tracker';

const DAY = 86_400_000;
const START = Date.UTC(2026, 0, 5);

function bar(index: number, close: number): Bar {
  const text = close.toFixed(2);
  return {
    time: START + index * DAY,
    open: text,
    high: (close + 1).toFixed(2),
    low: (close - 1).toFixed(2),
    close: text,
    volume: '1000',
  };
}
const series = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => bar(from + i, 100 + 10 * Math.sin((from + i) / 3)));

/** The real engine, its runs' calls counted. */
function countingEngine() {
  const calls = { reset: 0, replaceLast: 0, append: 0 };
  const engine: IndicatorEngine = {
    definitionOf: (kind) => INDICATOR_DEFINITIONS[kind],
    createRun: (spec, timespan) => {
      const run = createIndicatorRun(spec, timespan);
      return {
        reset: (bars) => (calls.reset++, run.reset(bars)),
        replaceLast: (b) => (calls.replaceLast++, run.replaceLast(b)),
        append: (b) => (calls.append++, run.append(b)),
      };
    },
  };
  return { engine, calls };
}

const SMA: IndicatorSpec = { id: 'sma-1', kind: 'sma', params: { period: 5 } };
const BB: IndicatorSpec = { id: 'bollinger-1', kind: 'bollinger', params: { period: 5, stdDev: 2 } };
const recomputed = (spec: IndicatorSpec, bars: readonly Bar[]) => createIndicatorRun(spec, 'D').reset(bars);

test('a tick replaces the last value and a new bar appends one, each equal to a whole recompute', () => {
  const { engine, calls } = countingEngine();
  const tracker = createIndicatorTracker(engine);
  const loaded = series(0, 40);
  expect(tracker.sync([SMA, BB], loaded, 'X:D', 'D')).toEqual(
    new Map([
      ['sma-1', { kind: 'reset' }],
      ['bollinger-1', { kind: 'reset' }],
    ]),
  );
  const ticked = [...loaded.slice(0, -1), bar(39, 131.5)];
  expect(tracker.sync([SMA, BB], ticked, 'X:D', 'D').get('sma-1')).toEqual({ kind: 'tail', from: 39 });
  expect(tracker.get('sma-1')?.values).toEqual(recomputed(SMA, ticked));
  expect(tracker.get('bollinger-1')?.values).toEqual(recomputed(BB, ticked));
  const grown = [...ticked, bar(40, 90)];
  expect(tracker.sync([SMA, BB], grown, 'X:D', 'D').get('bollinger-1')).toEqual({ kind: 'tail', from: 39 });
  expect(tracker.get('sma-1')?.values).toEqual(recomputed(SMA, grown));
  expect(tracker.get('bollinger-1')?.values).toEqual(recomputed(BB, grown));
  // History was computed once per indicator, when it was loaded.
  expect(calls).toEqual({ reset: 2, replaceLast: 4, append: 2 });
  expect(tracker.sync([SMA, BB], grown, 'X:D', 'D').size).toBe(0);
});

test('older history, new parameters and another symbol each compute the whole series once', () => {
  const { engine, calls } = countingEngine();
  const tracker = createIndicatorTracker(engine);
  const loaded = series(20, 30);
  tracker.sync([SMA], loaded, 'X:D', 'D');
  const older = [...series(0, 20), ...loaded];
  expect(tracker.sync([SMA], older, 'X:D', 'D').get('sma-1')).toEqual({ kind: 'reset' });
  expect(tracker.get('sma-1')?.values).toEqual(recomputed(SMA, older));
  const slower = { ...SMA, params: { period: 10 } };
  expect(tracker.sync([slower], older, 'X:D', 'D').get('sma-1')).toEqual({ kind: 'reset' });
  expect(tracker.get('sma-1')?.values).toEqual(recomputed(slower, older));
  expect(tracker.sync([slower], older, 'Y:D', 'D').get('sma-1')).toEqual({ kind: 'reset' });
  expect(calls).toEqual({ reset: 4, replaceLast: 0, append: 0 });
});

test('an indicator not offered on the timespan is left out, and a removed one is reported', () => {
  const { engine } = countingEngine();
  const tracker = createIndicatorTracker(engine);
  const vwap: IndicatorSpec = { id: 'vwap-1', kind: 'vwap', params: {} };
  const bars = series(0, 10);
  expect([...tracker.sync([SMA, vwap], bars, 'X:D', 'D').keys()]).toEqual(['sma-1']);
  expect(tracker.tracked([SMA, vwap]).map((t) => t.spec.id)).toEqual(['sma-1']);
  expect(tracker.sync([vwap], bars, 'X:D', 'D')).toEqual(new Map([['sma-1', { kind: 'removed' }]]));
  expect(tracker.get('sma-1')).toBeUndefined();
});

test('a bar is found by its time; a time between bars has none', () => {
  const bars = series(0, 7);
  expect(barIndexAt(bars, START + 4 * DAY)).toBe(4);
  expect(barIndexAt(bars, START)).toBe(0);
  expect(barIndexAt(bars, START + 6 * DAY)).toBe(6);
  expect(barIndexAt(bars, START + DAY / 2)).toBe(-1);
  expect(barIndexAt([], START)).toBe(-1);
});
