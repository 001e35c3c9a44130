import type { IChartApi } from 'lightweight-charts';
import { expect, test } from 'vitest';
import type { Bar } from '@contracts/market-data';
import type { IndicatorSpec } from '../indicators/indicator-types';
import { indicatorEngine } from '../utils/indicator-catalog';
import { createIndicatorLayer } from './indicator-layer';

type Call = { series: number; op: 'setData' | 'update'; points: number };

/**
 * What the layer asks of the chart, recorded: series added to panes (a pane is dropped when its
 * last series goes, as the library does), and each series' setData and update calls.
 */
function fakeChart() {
  const panes: number[][] = [[0], [1]];
  const calls: Call[] = [];
  let next = 2;
  const paneApi = (series: number) => ({
    paneIndex: () => panes.findIndex((pane) => pane.includes(series)),
    setStretchFactor: () => undefined,
  });
  const chart = {
    panes: () => panes,
    addSeries: (_definition: unknown, _options: unknown, paneIndex = 0) => {
      const id = next++;
      if (paneIndex >= panes.length) panes.push([id]);
      else panes[paneIndex]?.push(id);
      return {
        id,
        getPane: () => paneApi(id),
        setData: (points: unknown[]) => calls.push({ series: id, op: 'setData', points: points.length }),
        update: () => calls.push({ series: id, op: 'update', points: 1 }),
        applyOptions: () => undefined,
      };
    },
    removeSeries: (series: { id: number }) => {
      const at = panes.findIndex((pane) => pane.includes(series.id));
      const pane = panes[at] ?? [];
      pane.splice(pane.indexOf(series.id), 1);
      if (pane.length === 0) panes.splice(at, 1);
    },
  };
  // A stand-in for the library's chart: only what the layer calls.
  return { chart: chart as unknown as IChartApi, calls, panes };
}

const DAY = 86_400_000;
const bar = (i: number, close: number): Bar => {
  const text = close.toFixed(2);
  return { time: Date.UTC(2026, 0, 5) + i * DAY, open: text, high: text, low: text, close: text, volume: '5' };
};
const loaded = Array.from({ length: 40 }, (_, i) => bar(i, 100 + (i % 7)));
const SMA: IndicatorSpec = { id: 'sma-1', kind: 'sma', params: { period: 5 } };
const RSI: IndicatorSpec = { id: 'rsi-1', kind: 'rsi', params: { period: 14 } };
const MACD: IndicatorSpec = { id: 'macd-1', kind: 'macd', params: { fast: 12, slow: 26, signal: 9 } };

test('overlays join the candles, each oscillator gets a pane, and removing one drops its pane', () => {
  const { chart, panes } = fakeChart();
  const layer = createIndicatorLayer(indicatorEngine);
  const frame = { chart, bars: loaded, dataKey: 'X:D', timespan: 'D' as const, theme: 'light' as const };
  layer.draw(frame, [SMA, RSI, MACD]);
  // Candles with SMA; volume; RSI; MACD's three lines (histogram included) together.
  expect(panes.map((pane) => pane.length)).toEqual([2, 1, 1, 3]);
  expect(layer.paneCount()).toBe(4);
  layer.draw(frame, [SMA, MACD]);
  expect(panes.map((pane) => pane.length)).toEqual([2, 1, 3]);
  expect(layer.paneCount()).toBe(3);
});

test('a tick updates the last point of each line; older history sets the lines again', () => {
  const { chart, calls } = fakeChart();
  const layer = createIndicatorLayer(indicatorEngine);
  const frame = { chart, bars: loaded, dataKey: 'X:D', timespan: 'D' as const, theme: 'light' as const };
  layer.draw(frame, [SMA]);
  expect(calls).toEqual([{ series: 2, op: 'setData', points: 40 }]);
  const revision = layer.revision();

  calls.length = 0;
  const ticked = [...loaded.slice(0, -1), bar(39, 120)];
  layer.draw({ ...frame, bars: ticked }, [SMA]);
  expect(calls).toEqual([{ series: 2, op: 'update', points: 1 }]);
  expect(layer.revision()).toBeGreaterThan(revision);
  // (120 + four closes before it) / 5.
  const before = loaded.slice(35, 39).reduce((sum, b) => sum + Number(b.close), 0);
  expect(layer.pointAt('sma-1', undefined)?.value).toBeCloseTo((before + 120) / 5, 9);
  expect(layer.pointAt('sma-1', loaded[3]?.time)?.value).toBeUndefined();

  calls.length = 0;
  layer.draw({ ...frame, bars: [bar(-1, 99), ...ticked] }, [SMA]);
  expect(calls).toEqual([{ series: 2, op: 'setData', points: 41 }]);
});

test('a bar newer than the last drawn reads the last values until the next frame draws it', () => {
  const { chart } = fakeChart();
  const layer = createIndicatorLayer(indicatorEngine);
  const frame = { chart, bars: loaded, dataKey: 'X:D', timespan: 'D' as const, theme: 'light' as const };
  layer.draw(frame, [SMA]);
  const drawn = layer.pointAt('sma-1', undefined)?.value;
  expect(drawn).toBeDefined();
  // The legend learns of the new bar before the chart's frame computes its value.
  expect(layer.pointAt('sma-1', bar(40, 130).time)?.value).toBe(drawn);
  // A time between two drawn bars is no bar of the chart.
  expect(layer.pointAt('sma-1', (loaded[20]?.time ?? 0) + 1)).toBeUndefined();

  layer.draw({ ...frame, bars: [...loaded, bar(40, 130)] }, [SMA]);
  expect(layer.pointAt('sma-1', bar(40, 130).time)?.value).not.toBe(drawn);
});
