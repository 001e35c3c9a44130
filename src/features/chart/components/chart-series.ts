import {
  CandlestickSeries,
  ColorType,
  CrosshairMode,
  HistogramSeries,
  TickMarkType,
  createChart,
  createSeriesMarkers,
  type IChartApi,
  type ISeriesApi,
  type ISeriesMarkersPluginApi,
  type PriceFormatCustom,
  type SeriesMarker,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import type { Timespan } from '@contracts/common';
import type { Bar } from '@contracts/market-data';
import type { ChartPalette } from '../utils/chart-colors';
import { isIntraday, toCandle, toChartTime, toSessionColumn, toVolumeColumn } from '../utils/chart-data';
import type { EventMarker } from '../utils/event-markers';
import { formatChartPrice } from '../utils/chart-price';
import { formatBarTime, formatTick, type TickKind } from '../utils/time-labels';
import { createLatestPriceTag, type LatestPriceTag } from './latest-price-tag';
import { SessionShading } from './session-shading';

/** The chart, its two series (candles, volume) and the session shading behind them. */
export type ChartHandles = {
  chart: IChartApi;
  sessions: SessionShading;
  candles: ISeriesApi<'Candlestick'>;
  volume: ISeriesApi<'Histogram'>;
  /** Earnings and dividend markers on the candles. */
  markers: ISeriesMarkersPluginApi<Time>;
  /** The newest price on the axis, wherever the view is. */
  latest: LatestPriceTag;
};

const TICK_KINDS: Record<TickMarkType, TickKind> = {
  [TickMarkType.Year]: 'year',
  [TickMarkType.Month]: 'month',
  [TickMarkType.DayOfMonth]: 'day',
  [TickMarkType.Time]: 'time',
  [TickMarkType.TimeWithSeconds]: 'seconds',
};

// The library brands its epoch-seconds type; our helpers produce plain seconds.
const asTime = (seconds: number) => seconds as UTCTimestamp;
const withTime = <T extends { time: number }>(point: T) => ({ ...point, time: asTime(point.time) });
const msOf = (time: Time): number | undefined => (typeof time === 'number' ? time * 1_000 : undefined);

/**
 * The crosshair stays where the pointer is. The library's default (magnet) puts it on the hovered
 * bar's close, so its label named another price than the one a right click there offers.
 */
export const CHART_CROSSHAIR = { mode: CrosshairMode.Normal };

/**
 * The candles' prices (axis, crosshair label, last price) on the broker's grid, rounded as the
 * right-click menu rounds the price under the pointer: the label and the menu read the same.
 */
export const CANDLE_PRICE_FORMAT = {
  type: 'custom',
  minMove: 0.0001,
  formatter: formatChartPrice,
} as const satisfies PriceFormatCustom;

/** Creates the chart in `container`, sized by the container (ResizeObserver through autoSize). */
export function createChartHandles(container: HTMLElement, currentTimespan: () => Timespan): ChartHandles {
  const chart = createChart(container, {
    autoSize: true,
    crosshair: CHART_CROSSHAIR,
    localization: {
      timeFormatter: (time: Time) => {
        const ms = msOf(time);
        return ms === undefined ? '' : formatBarTime(ms, currentTimespan());
      },
    },
    timeScale: {
      rightOffset: 3,
      tickMarkFormatter: (time: Time, type: TickMarkType) => {
        const ms = msOf(time);
        return ms === undefined ? null : formatTick(ms, TICK_KINDS[type]);
      },
    },
  });
  // The series' own last-price line and tag follow the bars in view; the newest price has its own.
  const candles = chart.addSeries(CandlestickSeries, {
    priceLineVisible: false,
    lastValueVisible: false,
    priceFormat: CANDLE_PRICE_FORMAT,
  });
  const sessions = new SessionShading();
  candles.attachPrimitive(sessions);
  candles.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: 0.04 } });
  // Volume has a pane of its own under the candles, so the price axis never runs over its bars.
  const volume = chart.addSeries(
    HistogramSeries,
    { priceFormat: { type: 'volume' }, priceLineVisible: false, lastValueVisible: false },
    1,
  );
  volume.priceScale().applyOptions({ scaleMargins: { top: 0.1, bottom: 0 } });
  chart.panes()[0]?.setStretchFactor(4);
  chart.panes()[1]?.setStretchFactor(1);
  const markers = createSeriesMarkers(candles, []);
  return { chart, sessions, candles, volume, markers, latest: createLatestPriceTag(candles) };
}

export function applyPalette({ chart, candles }: ChartHandles, palette: ChartPalette): void {
  chart.applyOptions({
    layout: {
      background: { type: ColorType.Solid, color: palette.background },
      textColor: palette.text,
      panes: { separatorColor: palette.separator },
    },
    grid: { vertLines: { color: palette.grid }, horzLines: { color: palette.grid } },
  });
  candles.applyOptions({
    upColor: palette.up,
    downColor: palette.down,
    borderUpColor: palette.up,
    borderDownColor: palette.down,
    wickUpColor: palette.up,
    wickDownColor: palette.down,
  });
}

export function applyTimespan({ chart }: ChartHandles, timespan: Timespan): void {
  chart.applyOptions({ timeScale: { timeVisible: isIntraday(timespan), secondsVisible: false } });
}

/** Replaces all three series' data. */
export function setAllData(
  handles: ChartHandles,
  bars: readonly Bar[],
  timespan: Timespan,
  palette: ChartPalette,
): void {
  handles.candles.setData(bars.map((bar) => withTime(toCandle(bar))));
  handles.volume.setData(bars.map((bar) => withTime(toVolumeColumn(bar, palette))));
  handles.sessions.setColumns(bars.map((bar) => withTime(toSessionColumn(bar, timespan, palette))));
}

/** Updates (or appends) the bars from index `from` on. */
export function updateTail(
  handles: ChartHandles,
  bars: readonly Bar[],
  from: number,
  timespan: Timespan,
  palette: ChartPalette,
): void {
  const tail = bars.slice(from);
  for (const bar of tail) {
    handles.candles.update(withTime(toCandle(bar)));
    handles.volume.update(withTime(toVolumeColumn(bar, palette)));
  }
  handles.sessions.replaceFrom(
    from,
    tail.map((bar) => withTime(toSessionColumn(bar, timespan, palette))),
  );
}

/** Shows the newest bars at a readable spacing, or everything when there are few. */
export function resetView({ chart }: ChartHandles, barCount: number, visibleBars = 120): void {
  if (barCount <= visibleBars) chart.timeScale().fitContent();
  else chart.timeScale().setVisibleLogicalRange({ from: barCount - visibleBars, to: barCount + 2 });
}

/**
 * Back to the newest bars, with the space after them the view opened with. At once, not through
 * the library's animated `scrollToRealTime()`: its animation ends a frame short of its target,
 * which after a long scroll back leaves the newest bars off-screen.
 */
export function scrollToNow({ chart }: ChartHandles): void {
  const timeScale = chart.timeScale();
  timeScale.scrollToPosition(timeScale.options().rightOffset, false);
}

/** Earnings above the bar, dividends below it; the letters are explained by the chart's key. */
export function setEventMarkers(handles: ChartHandles, markers: readonly EventMarker[]): void {
  handles.markers.setMarkers(
    markers.map((marker): SeriesMarker<Time> =>
      marker.kind === 'earnings'
        ? {
            time: asTime(toChartTime(marker.time)),
            position: 'aboveBar',
            shape: 'circle',
            color: '#f59e0b',
            text: 'E',
            id: `e-${marker.date}`,
          }
        : {
            time: asTime(toChartTime(marker.time)),
            position: 'belowBar',
            shape: 'arrowUp',
            color: '#0ea5e9',
            text: 'D',
            id: `d-${marker.date}`,
          },
    ),
  );
}

/** Shows the crosshair on `bar`'s close, as another chart's crosshair puts it there; none for no bar. */
export function showCrosshairAt({ chart, candles }: ChartHandles, bar: Bar | undefined): void {
  if (bar === undefined) chart.clearCrosshairPosition();
  else chart.setCrosshairPosition(Number(bar.close), asTime(toChartTime(bar.time)), candles);
}
