import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { LogicalRange, MouseEventParams } from 'lightweight-charts';
import type { Timespan } from '@contracts/common';
import type { Bar } from '@contracts/market-data';
import { chartPalette, type ChartTheme } from '../utils/chart-colors';
import { toChartTime } from '../utils/chart-data';
import { barAtOrBefore, type CrosshairMember, type CrosshairSync } from '../utils/crosshair-sync';
import { createFrameBatcher, type FrameBatcher } from '../utils/frame-batcher';
import { planSeriesUpdate } from '../utils/plan-update';
import { isScrolledBack } from '../utils/scrolled-back';
import type { EventMarker } from '../utils/event-markers';
import type { AlertLine } from '../utils/alert-lines';
import type { OrderLine } from '../utils/order-lines';
import { attachAlertLines, type AlertLineLayer } from './alert-line-layer';
import type { ChartFrame } from './indicator-layer';
import type { ChartSurface } from './chart-surface';
import { attachOrderLines, type OrderLineLayer } from './order-line-layer';
import {
  applyPalette,
  applyTimespan,
  createChartHandles,
  resetView,
  scrollToNow,
  setAllData,
  setEventMarkers,
  showCrosshairAt,
  updateTail,
  type ChartHandles,
} from './chart-series';

/** Load older history when fewer than this many bars remain off-screen to the left. */
const NEAR_OLDEST_BARS = 10;

export type CandleChartProps = {
  bars: readonly Bar[];
  /** Identifies the data set (symbol and timespan); a new key resets the view. */
  dataKey: string;
  timespan: Timespan;
  theme: ChartTheme;
  onHover: (bar: Bar | undefined) => void;
  onNearOldest: () => void;
  /** Calendar events pinned to bars (already filtered to the bars shown). */
  markers?: readonly EventMarker[];
  /** The account's working orders on this symbol, drawn as draggable price lines. */
  orderLines?: readonly OrderLine[];
  /** A line was dragged and released at a new price (on the tick grid). */
  onOrderLineDrop?: (line: OrderLine, price: string) => void;
  /** The symbol's active alerts with one level, drawn as draggable price lines. */
  alertLines?: readonly AlertLine[];
  /** An alert's line was dragged and released at a new price (on the tick grid). */
  onAlertLineDrop?: (line: AlertLine, price: string) => void;
  /** Alt+click on the chart: the price under the pointer (the candles' scale). */
  onPriceAltClick?: (price: number) => void;
  /** A right click on the chart: the price under the pointer (the candles' scale) and where it was. */
  onPriceMenu?: (price: number, x: number, y: number) => void;
  /** Something shown just under a price on the candles' scale (a dropped line's confirm), following it. */
  anchor?: { price: string; content: ReactNode };
  /** Draws more on the chart in the candles' frame, after them (the indicators); a new callback is a new frame. */
  onFrame?: (frame: ChartFrame) => void;
  /** The chart, once made (null once removed), for layers drawn over the candles (the drawings). */
  onSurface?: (surface: ChartSurface | null) => void;
  /** The other charts of the chart area: the trader's crosshair here is shown there, and theirs here. */
  crosshairSync?: CrosshairSync;
};

const NO_MARKERS: readonly EventMarker[] = [];
const NO_LINES: readonly OrderLine[] = [];
const NO_ALERT_LINES: readonly AlertLine[] = [];

type Drawn = { bars: readonly Bar[]; key: string; theme: ChartTheme | undefined; timespan: Timespan | undefined };
const NOTHING_DRAWN: Drawn = { bars: [], key: '', theme: undefined, timespan: undefined };

/** Brings the canvas from what was drawn to what the props say, with the least work. */
function draw(handles: ChartHandles, props: CandleChartProps, drawn: Drawn): Drawn {
  const { bars, dataKey, timespan, theme } = props;
  const palette = chartPalette(theme);
  if (drawn.theme !== theme) applyPalette(handles, palette);
  if (drawn.timespan !== timespan) applyTimespan(handles, timespan);
  let plan = planSeriesUpdate(drawn.bars, bars, drawn.key === dataKey);
  // Volume and shading colours depend on the theme: repaint them all, keep the view.
  if (drawn.theme !== undefined && drawn.theme !== theme && (plan.kind === 'tail' || plan.kind === 'none'))
    plan = { kind: 'replace' };
  if (plan.kind === 'tail') updateTail(handles, bars, plan.from, timespan, palette);
  if (plan.kind === 'replace' || plan.kind === 'reset') setAllData(handles, bars, timespan, palette);
  if (plan.kind === 'reset') resetView(handles, bars.length);
  if (plan.kind !== 'none' || drawn.theme !== theme) handles.latest.show(bars.at(-1), palette);
  return { bars, key: dataKey, theme, timespan };
}

/**
 * Candlesticks with volume and session shading (lightweight-charts). Data changes are drawn
 * at most once per animation frame; the chart follows its container's size.
 */
export function CandleChart(props: CandleChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const propsRef = useRef(props);
  const handlesRef = useRef<ChartHandles | null>(null);
  const batcherRef = useRef<FrameBatcher | null>(null);
  const drawnRef = useRef<Drawn>(NOTHING_DRAWN);
  const barsByTimeRef = useRef(new Map<number, Bar>());
  const drawnMarkersRef = useRef<readonly EventMarker[]>(NO_MARKERS);
  const lineLayerRef = useRef<OrderLineLayer | null>(null);
  const alertLayerRef = useRef<AlertLineLayer | null>(null);
  const [scrolledBack, setScrolledBack] = useState(false);

  useLayoutEffect(() => {
    propsRef.current = props;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (container === null) return;
    const handles = createChartHandles(container, () => propsRef.current.timespan);
    // Shows another chart's crosshair at this chart's bar for its time, and that bar in the legend.
    const member: CrosshairMember = {
      show: (time) => {
        const bar = time === undefined ? undefined : barAtOrBefore(drawnRef.current.bars, time);
        showCrosshairAt(handles, bar);
        propsRef.current.onHover(bar);
      },
    };
    const onCrosshair = (param: MouseEventParams) => {
      const time = typeof param.time === 'number' ? param.time : undefined;
      const bar = time === undefined || param.point === undefined ? undefined : barsByTimeRef.current.get(time);
      propsRef.current.onHover(bar);
      // The trader's own moves and the crosshair leaving; not the chart redrawing one after new data.
      if (param.sourceEvent !== undefined || param.point === undefined)
        propsRef.current.crosshairSync?.move(member, bar?.time);
    };
    const leaveSync = propsRef.current.crosshairSync?.join(member);
    const onRange = (range: LogicalRange | null) => {
      if (range !== null && range.from < NEAR_OLDEST_BARS) propsRef.current.onNearOldest();
      setScrolledBack(isScrolledBack(range, drawnRef.current.bars.length));
    };
    const onContextMenu = (event: MouseEvent) => {
      const box = container.getBoundingClientRect();
      const x = event.clientX - box.left;
      const y = event.clientY - box.top;
      // The candles' pane starts at the container's top, so the pointer's y is the pane's.
      const price = handles.candles.coordinateToPrice(y);
      if (price === null || propsRef.current.onPriceMenu === undefined) return;
      event.preventDefault();
      propsRef.current.onPriceMenu(price, x, y);
    };
    container.addEventListener('contextmenu', onContextMenu);
    handles.chart.subscribeCrosshairMove(onCrosshair);
    handles.chart.timeScale().subscribeVisibleLogicalRangeChange(onRange);
    handlesRef.current = handles;
    batcherRef.current = createFrameBatcher();
    const lineLayer = attachOrderLines(container, handles.chart, handles.candles, (line, price) => {
      propsRef.current.onOrderLineDrop?.(line, price);
    });
    lineLayerRef.current = lineLayer;
    // After the order lines: a press on an order line is the order's, not an alert's.
    const alertLayer = attachAlertLines(container, handles.chart, handles.candles, {
      onDrop: (line, price) => {
        propsRef.current.onAlertLineDrop?.(line, price);
      },
      onAltClick: (price) => {
        propsRef.current.onPriceAltClick?.(price);
      },
    });
    alertLayerRef.current = alertLayer;
    propsRef.current.onSurface?.({ chart: handles.chart, candles: handles.candles, container });
    return () => {
      leaveSync?.();
      propsRef.current.onSurface?.(null);
      lineLayer.detach();
      lineLayerRef.current = null;
      alertLayer.detach();
      alertLayerRef.current = null;
      batcherRef.current?.cancel();
      batcherRef.current = null;
      container.removeEventListener('contextmenu', onContextMenu);
      handles.chart.unsubscribeCrosshairMove(onCrosshair);
      handles.chart.timeScale().unsubscribeVisibleLogicalRangeChange(onRange);
      handles.chart.remove();
      handlesRef.current = null;
      drawnRef.current = NOTHING_DRAWN;
      drawnMarkersRef.current = NO_MARKERS;
    };
  }, []);

  const { bars, dataKey, timespan, theme, markers = NO_MARKERS, orderLines = NO_LINES, onFrame } = props;
  const { alertLines = NO_ALERT_LINES } = props;
  useEffect(() => {
    lineLayerRef.current?.update(orderLines);
  }, [orderLines]);
  useEffect(() => {
    alertLayerRef.current?.update(alertLines);
  }, [alertLines]);

  useEffect(() => {
    batcherRef.current?.schedule(() => {
      const handles = handlesRef.current;
      if (handles === null) return;
      const latest = propsRef.current;
      barsByTimeRef.current = new Map(latest.bars.map((bar) => [toChartTime(bar.time), bar]));
      drawnRef.current = draw(handles, latest, drawnRef.current);
      latest.onFrame?.({ chart: handles.chart, ...latest });
      // A new bar the view does not follow (scrolled back) leaves it further from now.
      setScrolledBack(isScrolledBack(handles.chart.timeScale().getVisibleLogicalRange(), latest.bars.length));
      // Markers go in the same frame as the data, after it: they point at bars by time.
      const nextMarkers = latest.markers ?? NO_MARKERS;
      if (nextMarkers !== drawnMarkersRef.current) {
        setEventMarkers(handles, nextMarkers);
        drawnMarkersRef.current = nextMarkers;
      }
    });
  }, [bars, dataKey, timespan, theme, markers, onFrame]);

  const toY = useCallback((price: string) => handlesRef.current?.candles.priceToCoordinate(Number(price)) ?? null, []);
  return (
    <>
      <div ref={containerRef} className="absolute inset-0" />
      {scrolledBack ? (
        // Above the time axis, left of the price axis, where the newest bars would be.
        <button
          type="button"
          onClick={() => {
            if (handlesRef.current !== null) scrollToNow(handlesRef.current);
          }}
          className="absolute right-20 bottom-10 z-10 rounded-md border border-slate-300 bg-white/90 px-2 py-1 text-xs shadow-sm hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900/90 dark:hover:bg-slate-800"
        >
          Back to now <span aria-hidden="true">⇥</span>
        </button>
      ) : null}
      {props.anchor === undefined ? null : (
        <PriceAnchor price={props.anchor.price} toY={toY}>
          {props.anchor.content}
        </PriceAnchor>
      )}
    </>
  );
}

/**
 * Keeps `children` just under `price` on the candles' pane (whose top is the container's) as
 * the chart scrolls or rescales, checked each frame while shown; hidden while the price is off
 * the scale.
 */
function PriceAnchor({
  price,
  toY,
  children,
}: {
  price: string;
  toY: (price: string) => number | null;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  // Placed before the content's own effects run: hidden, it could not take the focus.
  useLayoutEffect(() => {
    let frame = 0;
    let placed: number | null | undefined;
    const place = () => {
      const y = toY(price);
      const element = box.current;
      if (element !== null && y !== placed) {
        placed = y;
        element.style.visibility = y === null ? 'hidden' : 'visible';
        if (y !== null) element.style.top = `${String(Math.round(y) + 8)}px`;
      }
      frame = requestAnimationFrame(place);
    };
    place();
    return () => {
      cancelAnimationFrame(frame);
    };
  }, [price, toY]);
  return (
    <div ref={box} className="absolute left-2 z-10" style={{ visibility: 'hidden' }}>
      {children}
    </div>
  );
}
