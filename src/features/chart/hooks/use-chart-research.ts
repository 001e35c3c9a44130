import { useEffect } from 'react';
import type { Timespan } from '@contracts/common';
import type { Bar } from '@contracts/market-data';
import { applyScaleMode } from '../components/chart-view';
import type { ChartSurface } from '../components/chart-surface';
import { useFirstVisibleTime } from './use-first-visible-time';
import { useGoToDate } from './use-go-to-date';
import { useScaleAndCompare } from './use-scale-and-compare';

type ServerBars = {
  hasOlder: boolean;
  isLoadingOlder: boolean;
  loadOlder: () => void;
  error: Error | null;
};

/** The chart's scale, compared symbols and "go to date", applied to the chart once it exists. */
export function useChartResearch(
  surface: ChartSurface | null,
  symbol: string,
  timespan: Timespan,
  bars: readonly Bar[],
  server: ServerBars,
) {
  const scaleAndCompare = useScaleAndCompare(symbol);
  const { scale } = scaleAndCompare;
  useEffect(() => {
    if (surface !== null) applyScaleMode(surface, scale);
  }, [surface, scale]);
  const goToDate = useGoToDate(surface, { dataKey: `${symbol}:${timespan}`, bars, timespan, ...server });
  const firstVisibleTime = useFirstVisibleTime(surface, bars);
  return { ...scaleAndCompare, goToDate, firstVisibleTime };
}

export type ChartResearch = ReturnType<typeof useChartResearch>;
