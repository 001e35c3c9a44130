import { useEffect, useState } from 'react';
import type { LogicalRange } from 'lightweight-charts';
import type { Bar } from '@contracts/market-data';
import type { ChartSurface } from '../components/chart-surface';

/**
 * The time of the first bar in view: the bar the percent scale measures every series from.
 * The library takes the first whole index at or after the range's left edge, rounded down.
 */
export function useFirstVisibleTime(surface: ChartSurface | null, bars: readonly Bar[]): number | undefined {
  const [index, setIndex] = useState<number | undefined>();
  useEffect(() => {
    if (surface === null) return;
    const timeScale = surface.chart.timeScale();
    const onRange = (range: LogicalRange | null) => {
      setIndex(range === null ? undefined : Math.max(0, Math.floor(range.from)));
    };
    onRange(timeScale.getVisibleLogicalRange());
    timeScale.subscribeVisibleLogicalRangeChange(onRange);
    return () => {
      timeScale.unsubscribeVisibleLogicalRangeChange(onRange);
    };
  }, [surface]);
  if (index === undefined || bars.length === 0) return undefined;
  return bars[Math.min(index, bars.length - 1)]?.time;
}
