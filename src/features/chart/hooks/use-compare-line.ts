import { useEffect, useLayoutEffect, useRef } from 'react';
import type { ISeriesApi } from 'lightweight-charts';
import { addCompareLine, setCompareData } from '../components/chart-view';
import type { ChartSurface } from '../components/chart-surface';
import type { ComparePoint } from '../utils/compare-percent';

/** Draws one compared symbol's closes as a line on the chart while mounted; removed after. */
export function useCompareLine(
  surface: ChartSurface | null,
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
    if (surface === null) return;
    const line = addCompareLine(surface, symbol, color);
    setCompareData(line, pointsRef.current);
    lineRef.current = line;
    return () => {
      lineRef.current = null;
      try {
        surface.chart.removeSeries(line);
      } catch {
        // The chart panel unmounting removes the whole chart, its series with it, maybe first.
      }
    };
  }, [surface, symbol, color]);

  useEffect(() => {
    if (lineRef.current !== null) setCompareData(lineRef.current, points);
  }, [points]);
}
