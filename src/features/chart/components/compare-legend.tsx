import { useEffect, useMemo } from 'react';
import type { Timespan } from '@contracts/common';
import type { Bar } from '@contracts/market-data';
import { useChartBars } from '../hooks/use-chart-bars';
import { useBarTimes } from '../hooks/use-bar-times';
import { useCompareLine } from '../hooks/use-compare-line';
import type { Compare } from '../hooks/use-scale-and-compare';
import { alignToTimes, percentAt, type ComparePoint } from '../utils/compare-percent';
import type { ChartSurface } from './chart-surface';

type Shared = {
  surface: ChartSurface | null;
  timespan: Timespan;
  /** The main chart's bars: a compared line keeps only their times. */
  mainBars: readonly Bar[];
  firstVisibleTime: number | undefined;
  hoveredTime: number | undefined;
};

const formatPercent = (percent: number) => `${percent >= 0 ? '+' : ''}${percent.toFixed(2)}%`;

function PercentValue({
  symbol,
  points,
  firstVisibleTime,
  hoveredTime,
}: { symbol: string; points: readonly ComparePoint[] } & Pick<Shared, 'firstVisibleTime' | 'hoveredTime'>) {
  const value = percentAt(points, firstVisibleTime, hoveredTime);
  return (
    <span
      data-testid={`compare-value-${symbol}`}
      data-value={value?.percent}
      data-base-time={value?.baseTime}
      className="tabular-nums"
    >
      {value === undefined ? '–' : formatPercent(value.percent)}
    </span>
  );
}

/** One compared symbol: its bars (the chart's own bars hook), its line, its legend value and a remove button. */
function CompareEntry({
  compare,
  onRemove,
  ...shared
}: Shared & { compare: Compare; onRemove: (symbol: string) => void }) {
  const { symbol, color } = compare;
  const feed = useChartBars(symbol, shared.timespan);
  const times = useBarTimes(shared.mainBars);
  const points = useMemo(() => alignToTimes(feed.bars, times), [feed.bars, times]);
  useCompareLine(shared.surface, symbol, color, points);
  // Older history follows the main chart's, so the line spans what the candles span.
  const mainOldest = shared.mainBars[0]?.time;
  const ownOldest = feed.bars[0]?.time;
  const { loadOlder, hasOlder } = feed;
  useEffect(() => {
    if (mainOldest !== undefined && ownOldest !== undefined && mainOldest < ownOldest && hasOlder) loadOlder();
  }, [mainOldest, ownOldest, hasOlder, loadOlder]);
  return (
    <li data-testid="compare-entry" data-symbol={symbol} className="flex items-center gap-1 whitespace-nowrap">
      <span aria-hidden="true" className="inline-block size-2.5 rounded-sm" style={{ backgroundColor: color }} />
      <span className="font-medium">{symbol}</span>
      {feed.error === null ? (
        <PercentValue
          symbol={symbol}
          points={points}
          firstVisibleTime={shared.firstVisibleTime}
          hoveredTime={shared.hoveredTime}
        />
      ) : (
        <span className="text-red-700 dark:text-red-300">no bars</span>
      )}
      <button
        type="button"
        aria-label={`Stop comparing ${symbol}`}
        onClick={() => {
          onRemove(symbol);
        }}
        className="rounded px-1 text-slate-500 hover:bg-slate-200 dark:text-slate-400 dark:hover:bg-slate-800"
      >
        ×
      </button>
    </li>
  );
}

type CompareLegendProps = Shared & {
  mainSymbol: string;
  compares: readonly Compare[];
  onRemove: (symbol: string) => void;
};

/**
 * The percent change of the main symbol and of each compared one at the crosshair (the newest
 * bar when it is away), from the first bar in view, as the percent scale draws them.
 */
export function CompareLegend({ mainSymbol, compares, onRemove, ...shared }: CompareLegendProps) {
  const mainPoints = useMemo(
    () => shared.mainBars.map((bar) => ({ time: bar.time, value: Number(bar.close) })),
    [shared.mainBars],
  );
  if (compares.length === 0) return null;
  return (
    <ul
      aria-label="Compared symbols"
      data-testid="compare-legend"
      className="flex flex-wrap items-center gap-x-3 text-xs"
    >
      <li className="flex items-center gap-1 whitespace-nowrap">
        <span className="font-medium">{mainSymbol}</span>
        <PercentValue
          symbol={mainSymbol}
          points={mainPoints}
          firstVisibleTime={shared.firstVisibleTime}
          hoveredTime={shared.hoveredTime}
        />
      </li>
      {compares.map((compare) => (
        <CompareEntry key={compare.symbol} compare={compare} onRemove={onRemove} {...shared} />
      ))}
    </ul>
  );
}
