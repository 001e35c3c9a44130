import { expect, test } from 'vitest';
import type { Timespan } from '@contracts/common';
import type { Bar } from '@contracts/market-data';
import { createIndicatorRun } from './create-indicator-run';
import { defaultSpec, INDICATOR_DEFINITIONS } from './definitions';
import type { IndicatorKind, IndicatorSpec } from './indicator-types';
import { expectLinesClose } from './testing/expect-series';
import { referenceSeries } from './testing/reference-indicators';
import { SIMULATOR_DAILY_BARS, SIMULATOR_M5_BARS } from './testing/simulator-bars';

// Each indicator over the simulator's bars against the textbook formulas of testing/: M5 bars of
// every session across Thanksgiving (no bars that day) and the 13:00 early close after it, and
// 300 daily bars (weekends and holidays missing). Values and warm-up must agree.

const KINDS = Object.keys(INDICATOR_DEFINITIONS) as IndicatorKind[];

function check(spec: IndicatorSpec, bars: readonly Bar[], timespan: Timespan) {
  expectLinesClose(createIndicatorRun(spec, timespan).reset(bars), referenceSeries(spec, bars, timespan));
}

test.each(KINDS)('%s with its defaults agrees with the reference on M5 bars over a holiday and a half day', (kind) => {
  check(defaultSpec(kind, kind), SIMULATOR_M5_BARS, 'M5');
});

test.each(KINDS)('%s with its defaults agrees with the reference on daily bars', (kind) => {
  check(defaultSpec(kind, kind), SIMULATOR_DAILY_BARS, 'D');
});

test.each<[IndicatorKind, Record<string, number>]>([
  ['sma', { period: 7 }],
  ['ema', { period: 50 }],
  ['wma', { period: 9 }],
  ['bollinger', { period: 10, stdDev: 2.5 }],
  ['donchian', { period: 55 }],
  ['rsi', { period: 7 }],
  ['macd', { fast: 5, slow: 35, signal: 5 }],
  ['stochastic', { kPeriod: 5, dPeriod: 3, smoothing: 3 }],
  ['atr', { period: 20 }],
  ['adx', { period: 7 }],
  ['volume-ma', { period: 50 }],
])('%s with parameters %o agrees with the reference', (kind, params) => {
  check({ id: kind, kind, params }, SIMULATOR_M5_BARS, 'M5');
});

/** Index of the first bar with a value, per line, with the default parameters. */
const FIRST_VALUE: Record<IndicatorKind, Record<string, number>> = {
  sma: { value: 19 },
  ema: { value: 19 },
  wma: { value: 19 },
  vwap: { value: 0 },
  bollinger: { upper: 19, middle: 19, lower: 19 },
  donchian: { upper: 19, middle: 19, lower: 19 },
  // 14 changes need 15 closes.
  rsi: { value: 14 },
  // MACD once the 26-bar EMA has its period; the signal 9 MACD values later.
  macd: { macd: 25, signal: 33, histogram: 33 },
  // %K over 14 bars from bar 13, %D its 3-bar mean.
  stochastic: { k: 15, d: 15 },
  atr: { value: 13 },
  // Directional movement from the second bar: +DI/-DI after 14 moves, ADX after 14 DX values.
  adx: { adx: 27, plusDi: 14, minusDi: 14 },
  obv: { value: 1 },
  'volume-ma': { value: 19 },
};

test.each(KINDS)('%s has no value during its warm-up and a value at every bar after it', (kind) => {
  const series = createIndicatorRun(defaultSpec(kind, kind), 'M5').reset(SIMULATOR_M5_BARS);
  const first = Object.fromEntries(
    Object.entries(series).map(([key, values]) => [key, values.findIndex((v) => v !== undefined)]),
  );
  expect(first).toEqual(FIRST_VALUE[kind]);
  for (const [key, values] of Object.entries(series)) {
    expect(values.slice(first[key]).every((v) => v !== undefined && Number.isFinite(v))).toBe(true);
  }
});

test('VWAP has no value on daily bars, which a trading day does not split', () => {
  const series = createIndicatorRun(defaultSpec('vwap', 'v'), 'D').reset(SIMULATOR_DAILY_BARS);
  expect(series.value?.every((v) => v === undefined)).toBe(true);
});
