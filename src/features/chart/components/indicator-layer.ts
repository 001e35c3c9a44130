import { HistogramSeries, LineSeries, type IChartApi, type ISeriesApi, type UTCTimestamp } from 'lightweight-charts';
import type { Timespan } from '@contracts/common';
import type { Bar } from '@contracts/market-data';
import type { IndicatorPoint, IndicatorSpec } from '../indicators/indicator-types';
import { chartPalette, type ChartPalette, type ChartTheme } from '../utils/chart-colors';
import { toChartTime } from '../utils/chart-data';
import { histogramColor, indicatorLineColor } from '../utils/indicator-colors';
import {
  barIndexAt,
  createIndicatorTracker,
  type IndicatorEngine,
  type TrackedIndicator,
} from '../utils/indicator-tracker';

/** What the candles drew in a frame: the indicators follow it in the same frame. */
export interface ChartFrame {
  chart: IChartApi;
  bars: readonly Bar[];
  dataKey: string;
  timespan: Timespan;
  theme: ChartTheme;
}

type IndicatorSeriesApi = ISeriesApi<'Line'> | ISeriesApi<'Histogram'>;
type Drawn = { series: Map<string, IndicatorSeriesApi>; style: string };

/** An oscillator's pane next to the candles' 4 and the volume's 1: a little taller than the volume's. */
const OWN_PANE_STRETCH = 1.5;

// The library brands its epoch-seconds type; toChartTime gives plain seconds.
const asTime = (seconds: number) => seconds as UTCTimestamp;

/** Volumes (OBV, a volume average) read as volumes on their axis; the rest as prices and ratios. */
const formatOf = (
  indicator: TrackedIndicator,
): { type: 'volume' } | { type: 'price'; precision: number; minMove: number } =>
  indicator.spec.kind === 'obv' || indicator.spec.kind === 'volume-ma'
    ? { type: 'volume' }
    : { type: 'price', precision: 2, minMove: 0.01 };

function createSeries(chart: IChartApi, indicator: TrackedIndicator, position: number, palette: ChartPalette): Drawn {
  const series = new Map<string, IndicatorSeriesApi>();
  // Overlays share the candles' pane and scale; an oscillator takes a new pane under the others.
  let pane = indicator.definition.pane === 'price' ? 0 : chart.panes().length;
  const common = {
    priceLineVisible: false,
    lastValueVisible: false,
    priceFormat: formatOf(indicator),
    title: '',
  };
  indicator.definition.lines(indicator.spec.params).forEach((line, lineIndex) => {
    const added =
      line.style === 'histogram'
        ? chart.addSeries(HistogramSeries, { ...common, color: palette.volumeUp }, pane)
        : chart.addSeries(
            LineSeries,
            { ...common, color: indicatorLineColor(position, lineIndex), lineWidth: 2, crosshairMarkerVisible: false },
            pane,
          );
    if (lineIndex === 0 && indicator.definition.pane === 'own') added.getPane().setStretchFactor(OWN_PANE_STRETCH);
    pane = added.getPane().paneIndex();
    series.set(line.key, added);
  });
  return { series, style: styleKey(indicator, position, palette) };
}

const styleKey = (indicator: TrackedIndicator, position: number, palette: ChartPalette) =>
  `${String(position)}:${palette.background}:${indicator.definition
    .lines(indicator.spec.params)
    .map((line) => line.key)
    .join(',')}`;

function restyle(drawn: Drawn, indicator: TrackedIndicator, position: number) {
  indicator.definition.lines(indicator.spec.params).forEach((line, lineIndex) => {
    if (line.style === 'line')
      drawn.series.get(line.key)?.applyOptions({ color: indicatorLineColor(position, lineIndex) });
  });
}

function pointAt(
  indicator: TrackedIndicator,
  lineKey: string,
  style: 'line' | 'histogram',
  index: number,
  palette: ChartPalette,
) {
  const time = asTime(toChartTime(indicator.bars[index]?.time ?? 0));
  const value = indicator.values[lineKey]?.[index];
  // A bar without a value (warm-up) is whitespace: the line starts where the indicator has one.
  if (value === undefined || !Number.isFinite(value)) return { time };
  return style === 'histogram' ? { time, value, color: histogramColor(value, palette) } : { time, value };
}

function setAll(drawn: Drawn, indicator: TrackedIndicator, palette: ChartPalette) {
  for (const line of indicator.definition.lines(indicator.spec.params)) {
    const points = indicator.bars.map((_, index) => pointAt(indicator, line.key, line.style, index, palette));
    drawn.series.get(line.key)?.setData(points);
  }
}

function updateFrom(drawn: Drawn, indicator: TrackedIndicator, from: number, palette: ChartPalette) {
  for (const line of indicator.definition.lines(indicator.spec.params)) {
    const series = drawn.series.get(line.key);
    for (let index = from; index < indicator.bars.length; index += 1)
      series?.update(pointAt(indicator, line.key, line.style, index, palette));
  }
}

/**
 * Draws the chart's indicators with the candles, in the candles' frame: overlays as lines on the
 * candles' pane, each oscillator in a pane of its own below the volume (resizable by the
 * library's separators), MACD's histogram as columns. A tick updates the last point of each
 * line; only a reset of the values sets a line's data again (docs/chart-research.md#on-the-chart).
 */
export function createIndicatorLayer(engine: IndicatorEngine) {
  const tracker = createIndicatorTracker(engine);
  const drawn = new Map<string, Drawn>();
  const listeners = new Set<() => void>();
  let chart: IChartApi | null = null;
  let specs: readonly IndicatorSpec[] = [];
  let revision = 0;
  let paneCount = 0;

  const removeDrawn = (id: string) => {
    const old = drawn.get(id);
    if (old !== undefined && chart !== null) for (const series of old.series.values()) chart.removeSeries(series);
    drawn.delete(id);
  };

  return {
    /** Brings the indicators to the frame's bars and to `next` (the chart's list), and draws what changed. */
    draw(frame: ChartFrame, next: readonly IndicatorSpec[]) {
      // A new chart (the old one was removed with its series): everything is drawn again on it.
      if (frame.chart !== chart) {
        drawn.clear();
        chart = frame.chart;
      }
      const palette = chartPalette(frame.theme);
      const changes = tracker.sync(next, frame.bars, frame.dataKey, frame.timespan);
      let changed = changes.size > 0 || next !== specs;
      for (const [id, change] of changes) if (change.kind === 'removed') removeDrawn(id);
      tracker.tracked(next).forEach((indicator, position) => {
        const id = indicator.spec.id;
        let current = drawn.get(id);
        const style = styleKey(indicator, position, palette);
        const lines = indicator.definition.lines(indicator.spec.params).map((line) => line.key);
        if (current !== undefined && [...current.series.keys()].join(',') !== lines.join(',')) {
          removeDrawn(id);
          current = undefined;
        }
        let full = false;
        if (current === undefined) {
          current = createSeries(frame.chart, indicator, position, palette);
          drawn.set(id, current);
          full = true;
        } else if (current.style !== style) {
          restyle(current, indicator, position);
          current.style = style;
          // A histogram's columns carry their colours: the theme's change repaints them.
          full = true;
        }
        const change = changes.get(id);
        if (full || change?.kind === 'reset') setAll(current, indicator, palette);
        else if (change?.kind === 'tail') updateFrom(current, indicator, change.from, palette);
        if (full) changed = true;
      });
      specs = next;
      const panes = frame.chart.panes().length;
      if (changed || panes !== paneCount) {
        paneCount = panes;
        revision += 1;
        for (const listener of listeners) listener();
      }
    },
    /**
     * The values of an indicator's lines at the bar at `time` (ms), or at the last bar drawn. A
     * time after that bar is a bar the chart draws in its next frame (a new bar reaches the legend
     * first): until then the last bar's values stand, since dashes for that moment would change
     * the legend's size and so the chart's (docs/chart-research.md#the-legend).
     */
    pointAt(id: string, time: number | undefined): IndicatorPoint | undefined {
      const indicator = tracker.get(id);
      if (indicator === undefined) return undefined;
      const last = indicator.bars.length - 1;
      const index =
        time === undefined || time > (indicator.bars[last]?.time ?? time) ? last : barIndexAt(indicator.bars, time);
      if (index < 0) return undefined;
      return Object.fromEntries(Object.entries(indicator.values).map(([key, values]) => [key, values[index]]));
    },
    /** Whether the indicator is drawn (VWAP is not on daily bars). */
    isShown(id: string): boolean {
      return tracker.get(id) !== undefined;
    },
    /** The chart's panes: candles, volume and one per oscillator. */
    paneCount: () => paneCount,
    /** Grows whenever what the legend reads changed. */
    revision: () => revision,
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type IndicatorLayer = ReturnType<typeof createIndicatorLayer>;
