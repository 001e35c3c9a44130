import { useEffect, useLayoutEffect, useRef } from 'react';
import type { ISeriesApi } from 'lightweight-charts';
import { addCompareLine, setCompareData } from '../components/chart-view';
import type { ChartHandles } from '../components/chart-series';
import type { ComparePoint } from '../utils/compare-percent';

/** Draws one compared symbol's closes as a line on the chart while mounted; removed after. */
export function useCompareLine(
  handles: ChartHandles | null,
  symbol: string,
  color: string,
  points: readonly ComparePoint[],
): void {
  const lineRef = useRef<ISeriesApi<'Line'> | null>(null);
  const pointsRef = useRef(points);
  useLayoutEffect(() => {
    pointsRef.current = points;
  });

  useEffect(() => {
    if (handles === null) return;
    const line = addCompareLine(handles, symbol, color);
    setCompareData(line, pointsRef.current);
    lineRef.current = line;
    return () => {
      lineRef.current = null;
      try {
        handles.chart.removeSeries(line);
      } catch {
        // The chart panel unmounting removes the whole chart, its series with it, maybe first.
      }
    };
  }, [handles, symbol, color]);

  useEffect(() => {
    if (lineRef.current !== null) setCompareData(lineRef.current, points);
  }, [points]);
}
