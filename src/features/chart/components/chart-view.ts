import { LineSeries, PriceScaleMode, type ISeriesApi, type UTCTimestamp } from 'lightweight-charts';
import { toChartTime } from '../utils/chart-data';
import type { ComparePoint } from '../utils/compare-percent';
import type { ScaleMode } from '../utils/scale-mode';
import type { ChartSurface } from './chart-surface';

const MODES: Record<ScaleMode, PriceScaleMode> = {
  linear: PriceScaleMode.Normal,
  log: PriceScaleMode.Logarithmic,
  percent: PriceScaleMode.Percentage,
};

// The library brands its epoch-seconds type; our helpers produce plain seconds.
const asTime = (ms: number) => toChartTime(ms) as UTCTimestamp;

/** The candles' price scale (and every series on it, compared symbols too) in `mode`. */
export function applyScaleMode({ candles }: ChartSurface, mode: ScaleMode): void {
  candles.priceScale().applyOptions({ mode: MODES[mode] });
}

/** The price scale back to following the bars in view, and every loaded bar in view. */
export function autoFit({ chart, candles }: ChartSurface): void {
  candles.priceScale().applyOptions({ autoScale: true });
  chart.timeScale().fitContent();
}

/**
 * Centres the view on the bar at `timeMs`, keeping the zoom. False while that bar is not drawn
 * yet (the chart draws new bars on the next animation frame), so the caller can try again.
 */
export function centreOnTime({ chart }: ChartSurface, timeMs: number): boolean {
  const timeScale = chart.timeScale();
  const index = timeScale.timeToIndex(asTime(timeMs), false);
  if (index === null) return false;
  const range = timeScale.getVisibleLogicalRange();
  const half = range === null ? 60 : (range.to - range.from) / 2;
  timeScale.setVisibleLogicalRange({ from: index - half, to: index + half });
  return true;
}

/** A compared symbol's line on the candles' price scale: in percent mode, its change from its first visible bar. */
export function addCompareLine({ chart }: ChartSurface, symbol: string, color: string): ISeriesApi<'Line'> {
  return chart.addSeries(LineSeries, {
    color,
    lineWidth: 2,
    title: symbol,
    priceLineVisible: false,
  });
}

export function setCompareData(line: ISeriesApi<'Line'>, points: readonly ComparePoint[]): void {
  line.setData(points.map((point) => ({ time: asTime(point.time), value: point.value })));
}
