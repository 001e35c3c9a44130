import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useMarketClock } from '@src/api/get-market-clock';
import Decimal from 'decimal.js';
import { useClosePosition } from '@src/api/close-position';
import { usePositions } from '@src/api/get-positions';
import { PendingData } from '@src/components/pending-data';
import type { Timespan } from '@contracts/common';
import { ErrorAlert } from '@src/components/error-alert';
import { ApiError } from '@src/lib/api-error';
import { useDrawings } from '../api/get-drawings';
import { useChartBars } from '../hooks/use-chart-bars';
import { useChartResearch } from '../hooks/use-chart-research';
import { useEventMarkers } from '../hooks/use-event-markers';
import { useIndicators } from '../hooks/use-indicators';
import { useLiveBars } from '../hooks/use-live-bars';
import { useAlertLines } from '../hooks/use-alert-lines';
import { useOrderLines } from '../hooks/use-order-lines';
import type { ChartTheme } from '../utils/chart-colors';
import { isIntraday } from '../utils/chart-data';
import type { ChartSlot } from '../utils/chart-links';
import type { CrosshairSync } from '../utils/crosshair-sync';
import { roundToTick } from '@market/price-tick';
import { showsEventMarkers } from '../utils/event-markers';
import { CandleChart } from './candle-chart';
import { ChartWriteMessage } from './chart-write-message';
import type { ChartSurface } from './chart-surface';
import { ChartResearchBar, ChartToolsButton } from './chart-research-bar';
import { ChartOrderMenu, type ChartMenuAt } from './chart-order-menu';
import { CompareLegend } from './compare-legend';
import { EventKey } from './event-key';
import { IndicatorLegendSlot, IndicatorMenuSlot, IndicatorsButton } from './indicator-slots';
import { LineConfirm } from './line-confirm';
import { OhlcLegend } from './ohlc-legend';
import { SessionKey } from './session-key';
import { TimespanSelect, TimespanSwitcher } from './timespan-switcher';

// The drawing tools are a chunk of their own, loaded when opened or when the symbol has drawings.
const DrawingLayer = lazy(async () => ({ default: (await import('./drawing-layer')).DrawingLayer }));

type ChartPanelProps = {
  symbol: string;
  timespan: Timespan;
  onTimespanChange: (timespan: Timespan) => void;
  theme: ChartTheme;
  /** The chosen account: its working orders on this symbol are drawn, and can be dragged. */
  accountId?: string;
  /** Which of the chart area's charts this is: its indicators are its own (the first one's by default). */
  slot?: ChartSlot;
  /** The chart area's controls for this chart, first in its toolbar. */
  header?: ReactNode;
  /** The chart area's own controls, over the plot's corner under Draw (the toolbar keeps its height). */
  plotCorner?: ReactNode;
  /** The chart area's crosshair sync (the same one for the panel's life). */
  crosshairSync?: CrosshairSync;
  /**
   * A chart of a grid, named so (e.g. "Chart 2"): its timespan is a box and the session and event
   * keys are left out, so the toolbar leaves the candles room.
   */
  compactName?: string;
};

/** Timespan switcher, OHLC legend and the candlestick chart of one symbol, with the account's order lines. */
export function ChartPanel(props: ChartPanelProps) {
  const {
    symbol,
    timespan,
    onTimespanChange,
    theme,
    accountId,
    slot = 0,
    header,
    plotCorner,
    crosshairSync,
    compactName,
  } = props;
  const dataKey = `${symbol}:${timespan}`;
  const server = useChartBars(symbol, timespan);
  const { isPending, error, isLoadingOlder, loadOlder, retry } = server;
  // The newest bar follows the live trades and last price between the server's refreshes.
  const bars = useLiveBars(symbol, timespan, server.bars, server.updatedAt);
  // Remember which bar is hovered, not its values: the poll replaces the in-progress bar, and
  // the legend must show its fresh figures while the crosshair rests on it.
  const [hovered, setHovered] = useState<{ key: string; time: number | undefined }>({ key: dataKey, time: undefined });
  const hoveredTime = hovered.key === dataKey ? hovered.time : undefined;
  const legendBar =
    (hoveredTime === undefined ? undefined : bars.find((bar) => bar.time === hoveredTime)) ?? bars.at(-1);
  const unknownSymbol = error instanceof ApiError && error.kind === 'not-found';
  const eventMarkers = useEventMarkers(symbol, timespan, bars);
  const [showEvents, setShowEvents] = useState(true);
  const markers = showEvents ? eventMarkers : undefined;
  const orderLines = useOrderLines(accountId, symbol);
  const alerts = useAlertLines(symbol, bars.at(-1));
  const [menu, setMenu] = useState<{ key: string; at: ChartMenuAt } | undefined>();
  const menuAt = menu?.key === dataKey ? menu.at : undefined;
  // The shading key names the hours of the broker's market day (a half day closes at 13:00).
  const marketTime = useMarketClock().data?.market_time;
  // The menu offers to close the account's position in the symbol, through the one close route.
  const held = usePositions(accountId).data?.positions.find(
    (p) => p.symbol === symbol && !new Decimal(p.quantity).isZero(),
  );
  const closePosition = useClosePosition(accountId);
  const indicators = useIndicators(timespan, slot);
  const indicatorMenuId = useId();
  const [surface, setSurface] = useState<ChartSurface | null>(null);
  const [drawingTools, setDrawingTools] = useState(false);
  const hasDrawings = (useDrawings(symbol).data?.drawings.length ?? 0) > 0;
  const research = useChartResearch(surface, symbol, timespan, bars, server);
  const [toolsOpen, setToolsOpen] = useState(false);
  const toolsId = useId();

  return (
    <section
      data-testid="chart"
      data-bar-count={bars.length}
      data-last-time={bars.at(-1)?.time}
      data-last-close={bars.at(-1)?.close}
      data-timespan={timespan}
      data-marker-count={markers?.length ?? 0}
      data-pane-count={indicators.paneCount}
      data-price-scale={research.scale}
      aria-label={`${symbol} chart`}
      className="flex h-full min-h-0 flex-col"
    >
      <div
        className={`flex flex-wrap items-center border-b border-slate-200 dark:border-slate-800 ${compactName === undefined ? 'gap-x-4 gap-y-1 px-3 py-2' : 'gap-x-2 gap-y-1 px-2 py-1'}`}
      >
        {header}
        {compactName === undefined ? (
          <TimespanSwitcher value={timespan} onChange={onTimespanChange} />
        ) : (
          <TimespanSelect value={timespan} onChange={onTimespanChange} chartName={compactName} />
        )}
        <IndicatorsButton indicators={indicators} menuId={indicatorMenuId} />
        <ChartToolsButton
          open={toolsOpen}
          controls={toolsId}
          onToggle={() => {
            setToolsOpen((open) => !open);
          }}
        />
        {compactName === undefined && isIntraday(timespan) && marketTime !== undefined ? (
          <SessionKey theme={theme} marketTime={marketTime} />
        ) : null}
        {compactName === undefined && showsEventMarkers(timespan) && eventMarkers.length > 0 ? (
          <EventKey
            markers={eventMarkers}
            shown={showEvents}
            onToggle={() => {
              setShowEvents((shown) => !shown);
            }}
          />
        ) : null}
        {isLoadingOlder ? (
          <span className="text-xs text-slate-500 dark:text-slate-400">Loading older bars…</span>
        ) : null}
      </div>
      {toolsOpen ? (
        <ChartResearchBar
          id={toolsId}
          surface={surface}
          research={research}
          symbol={symbol}
          timespan={timespan}
          bars={bars}
          csvColumns={indicators.exportColumns}
        />
      ) : null}
      <div className={`min-h-5 py-1 ${compactName === undefined ? 'px-3' : 'px-2 text-xs'}`}>
        {legendBar === undefined ? null : <OhlcLegend bar={legendBar} timespan={timespan} />}
        <IndicatorLegendSlot indicators={indicators} time={legendBar?.time} theme={theme} />
        <CompareLegend
          surface={surface}
          timespan={timespan}
          mainSymbol={symbol}
          mainBars={bars}
          compares={research.compares}
          onRemove={research.removeCompare}
          firstVisibleTime={research.firstVisibleTime}
          hoveredTime={hoveredTime}
        />
      </div>
      <div data-testid="chart-plot" className="relative min-h-0 flex-1">
        <CandleChart
          bars={bars}
          dataKey={dataKey}
          timespan={timespan}
          theme={theme}
          onHover={(bar) => {
            // Crosshair moves arrive per mouse move; re-render only when the hovered bar changes.
            const time = bar?.time;
            setHovered((prev) => (prev.key === dataKey && prev.time === time ? prev : { key: dataKey, time }));
          }}
          onNearOldest={loadOlder}
          onFrame={indicators.onFrame}
          crosshairSync={crosshairSync}
          markers={markers}
          orderLines={orderLines.lines}
          onOrderLineDrop={orderLines.drop}
          alertLines={alerts.lines}
          onAlertLineDrop={alerts.drop}
          onPriceAltClick={alerts.addAt}
          anchor={
            orderLines.proposal === undefined
              ? undefined
              : {
                  price: orderLines.proposal.to,
                  content: (
                    <LineConfirm
                      // A new drop is a new question, and takes the focus again.
                      key={`${orderLines.proposal.line.key}:${orderLines.proposal.to}`}
                      proposal={orderLines.proposal}
                      onConfirm={orderLines.confirm}
                      onRevert={orderLines.revert}
                    />
                  ),
                }
          }
          onSurface={setSurface}
          onPriceMenu={(price, x, y) => {
            // Rounded as the crosshair's label is (chart-series.ts), so the menu offers what it shows.
            const onGrid = roundToTick(price);
            if (onGrid !== null) setMenu({ key: dataKey, at: { price: onGrid, x, y } });
          }}
        />
        {/* Over the plot's corner, so the toolbar above keeps its height. */}
        <button
          type="button"
          aria-pressed={drawingTools}
          onClick={() => {
            setDrawingTools((open) => !open);
          }}
          className="absolute top-1 left-1 z-20 rounded-md border border-slate-300 bg-white/95 px-1.5 py-0.5 text-xs shadow-sm hover:bg-slate-100 aria-pressed:bg-slate-200 dark:border-slate-700 dark:bg-slate-900/95 dark:hover:bg-slate-800 dark:aria-pressed:bg-slate-700"
        >
          Draw
        </button>
        {plotCorner === undefined ? null : <div className="absolute top-7 left-1 z-20">{plotCorner}</div>}
        {surface !== null && (drawingTools || hasDrawings) ? (
          <Suspense fallback={null}>
            <DrawingLayer
              symbol={symbol}
              surface={surface}
              bars={bars}
              toolsOpen={drawingTools}
              onAlert={alerts.addForDrawing}
            />
          </Suspense>
        ) : null}
        <ChartWriteMessage
          error={orderLines.error}
          failure="The order was not moved"
          onDismiss={orderLines.dismissError}
        />
        <ChartWriteMessage {...alerts.message} row={1} />
        <IndicatorMenuSlot indicators={indicators} timespan={timespan} menuId={indicatorMenuId} />
        {menuAt === undefined ? null : (
          <ChartOrderMenu
            symbol={symbol}
            at={menuAt}
            onClose={() => {
              setMenu(undefined);
            }}
            position={held}
            onClosePosition={() => {
              closePosition.mutate(symbol);
            }}
            closing={closePosition.isPending && closePosition.variables === symbol}
            onAddAlert={alerts.addAt}
          />
        )}
        {isPending ? (
          <div className="absolute inset-0 z-10 flex flex-col gap-2 p-4">
            <PendingData
              boxClassName="flex h-full flex-col gap-1"
              className="min-h-0 w-full flex-1"
              label="Loading chart"
            />
          </div>
        ) : null}
        {error !== null && unknownSymbol ? (
          <p role="status" className="absolute inset-x-4 top-4 z-10 text-sm text-slate-500 dark:text-slate-400">
            No chart: {error.message}.
          </p>
        ) : null}
        {error !== null && !unknownSymbol ? (
          <div className="absolute inset-x-4 top-4 z-10">
            <ErrorAlert
              error={error}
              onRetry={bars.length === 0 ? retry : loadOlder}
              title={bars.length === 0 ? 'Could not load the chart' : 'Could not load older bars'}
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}
