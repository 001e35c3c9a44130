import { useEffect, useState } from 'react';
import type { LogicalRange } from 'lightweight-charts';
import type { Bar } from '@contracts/market-data';
import type { ChartHandles } from '../components/chart-series';

/**
 * The time of the first bar in view: the bar the percent scale measures every series from.
 * The library takes the first whole index at or after the range's left edge, rounded down.
 */
export function useFirstVisibleTime(handles: ChartHandles | null, bars: readonly Bar[]): number | undefined {
  const [index, setIndex] = useState<number | undefined>();
  useEffect(() => {
    if (handles === null) return;
    const timeScale = handles.chart.timeScale();
    const onRange = (range: LogicalRange | null) => {
      setIndex(range === null ? undefined : Math.max(0, Math.floor(range.from)));
    };
    onRange(timeScale.getVisibleLogicalRange());
    timeScale.subscribeVisibleLogicalRangeChange(onRange);
    return () => {
      timeScale.unsubscribeVisibleLogicalRangeChange(onRange);
    };
  }, [handles]);
  if (index === undefined || bars.length === 0) return undefined;
  return bars[Math.min(index, bars.length - 1)]?.time;
}
