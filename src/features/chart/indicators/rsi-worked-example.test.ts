import { expect, test } from 'vitest';
import type { Bar } from '@contracts/market-data';
import { createIndicatorRun } from './create-indicator-run';
import { defaultSpec } from './definitions';
import { referenceRsi } from './testing/reference-oscillators';

// The 14-period RSI worked example of StockCharts' ChartSchool ("Relative Strength Index (RSI)",
// its spreadsheet of 33 closes, to four decimals), computed with Wilder's smoothing: the published values, to the
// two decimals published.
const CLOSES = [
  44.3389, 44.0902, 44.1497, 43.6124, 44.3278, 44.8264, 45.0955, 45.4245, 45.8433, 46.0826, 45.8931, 46.0328, 45.614,
  46.282, 46.282, 46.0028, 46.0328, 46.4116, 46.2222, 45.6439, 46.2122, 46.2521, 45.7137, 46.4515, 45.7835, 45.3548,
  44.0288, 44.1783, 44.2181, 44.5672, 43.4205, 42.6628, 43.1314,
];
const PUBLISHED_RSI = [
  70.53, 66.32, 66.55, 69.41, 66.36, 57.97, 62.93, 63.26, 56.06, 62.38, 54.71, 50.42, 39.99, 41.46, 41.87, 45.46, 37.3,
  33.08, 37.77,
];

const bars: Bar[] = CLOSES.map((close, i) => {
  const price = close.toFixed(4);
  return { time: Date.UTC(2025, 0, 2 + i), open: price, high: price, low: price, close: price, volume: '1' };
});

const rounded = (values: readonly (number | undefined)[]) => values.map((v) => (v === undefined ? v : v.toFixed(2)));
const expected = [...Array.from({ length: 14 }, () => undefined), ...PUBLISHED_RSI.map((v) => v.toFixed(2))];

test("the engine's RSI(14) gives StockCharts' published worked example", () => {
  const series = createIndicatorRun(defaultSpec('rsi', 'r'), 'D').reset(bars);
  expect(rounded(series.value ?? [])).toEqual(expected);
});

test("the reference RSI gives StockCharts' published worked example", () => {
  expect(rounded(referenceRsi(CLOSES, 14))).toEqual(expected);
});
