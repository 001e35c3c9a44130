import { expect, test } from 'vitest';
import type { Bar } from '@contracts/market-data';
import { indicatorColumns, readSpecs } from './indicator-catalog';

const DAY = 86_400_000;
const bars: Bar[] = Array.from({ length: 30 }, (_, i) => {
  const close = (100 + i).toFixed(2);
  return { time: Date.UTC(2026, 0, 5) + i * DAY, open: close, high: close, low: close, close, volume: '10' };
});

test('each line of each indicator on the timespan is a column aligned with the bars, empty during warm-up', () => {
  const columns = indicatorColumns(
    [
      { id: 'sma-1', kind: 'sma', params: { period: 20 } },
      { id: 'bollinger-1', kind: 'bollinger', params: { period: 20, stdDev: 2 } },
      { id: 'vwap-1', kind: 'vwap', params: {} },
      { id: 'sma-2', kind: 'sma', params: { period: 20 } },
    ],
    bars,
    'D',
  );
  expect(columns.map((column) => column.header)).toEqual([
    'SMA(20)',
    'BB(20, 2) Upper',
    'BB(20, 2) Middle',
    'BB(20, 2) Lower',
    'SMA(20) (2)',
  ]);
  const sma = columns[0]?.values ?? [];
  expect(sma).toHaveLength(bars.length);
  expect(sma[18]).toBeUndefined();
  // The closes 100..119 average 109.5; the last bar's 20 closes (110..129) average 119.5.
  expect(sma[19]).toBeCloseTo(109.5, 9);
  expect(sma[29]).toBeCloseTo(119.5, 9);
});

test('a saved parameter outside its bounds, or missing, takes the nearest allowed value or the default', () => {
  expect(
    readSpecs([
      { id: 'sma-1', kind: 'sma', params: { period: 900 } },
      { id: 'bollinger-1', kind: 'bollinger', params: { period: 10 } },
    ]),
  ).toEqual([
    { id: 'sma-1', kind: 'sma', params: { period: 500 } },
    { id: 'bollinger-1', kind: 'bollinger', params: { period: 10, stdDev: 2 } },
  ]);
});
