import { useCallback, useEffect, useRef, useState } from 'react';
import type { Timespan } from '@contracts/common';
import type { Bar } from '@contracts/market-data';
import { BARS_PAGE_SIZE } from '../api/get-bars';
import { centreOnTime } from '../components/chart-view';
import type { ChartSurface } from '../components/chart-surface';
import { locateDate } from '../utils/locate-date';
import { formatBarTime } from '../utils/time-labels';

/**
 * Older pages "go to date" may load for one date: each is a market-data call, so a date decades
 * back on minute bars is refused rather than paged to (docs/chart-research.md#scales-and-compare).
 */
export const GO_TO_DATE_MAX_PAGES = 12;
/** Frames to wait for the chart to draw the bar it should centre on (it draws on the next frame). */
const DRAW_FRAMES = 30;

export type GoToDateMessage = { tone: 'info' | 'error'; text: string };

type Source = {
  /** The symbol and timespan shown: a request is for the chart it was made on. */
  dataKey: string;
  bars: readonly Bar[];
  timespan: Timespan;
  hasOlder: boolean;
  isLoadingOlder: boolean;
  loadOlder: () => void;
  error: Error | null;
};

type Request = { date: string; dataKey: string; startCount: number; nowMs: number };

/**
 * "Go to date": pages older history back (the chart's own `loadOlder`) until the date is loaded,
 * at most {@link GO_TO_DATE_MAX_PAGES} pages, then centres the view on its bar. Says why when the
 * date is in the future, before the oldest bar, or too far back.
 */
export function useGoToDate(surface: ChartSurface | null, source: Source) {
  const { dataKey, bars, timespan, hasOlder, isLoadingOlder, loadOlder, error } = source;
  const [request, setRequest] = useState<Request>();
  const goTo = useCallback(
    (date: string) => {
      setRequest({ date, dataKey, startCount: bars.length, nowMs: Date.now() });
    },
    [dataKey, bars.length],
  );

  const current = request?.dataKey === dataKey ? request : undefined;
  const place = current === undefined ? undefined : locateDate(bars, current.date, { nowMs: current.nowMs, hasOlder });
  const tooFar = current !== undefined && bars.length - current.startCount >= GO_TO_DATE_MAX_PAGES * BARS_PAGE_SIZE;
  const paging = place?.kind === 'load-older' && error === null && !tooFar;

  const foundTime = place?.kind === 'found' ? place.time : undefined;
  const centredFor = useRef<Request>(undefined);
  useEffect(() => {
    if (paging && !isLoadingOlder) loadOlder();
  }, [paging, isLoadingOlder, loadOlder, bars]);
  useEffect(() => {
    if (surface === null || foundTime === undefined || current === undefined || centredFor.current === current) return;
    centredFor.current = current;
    let frames = 0;
    let frame = 0;
    const centre = () => {
      if (!centreOnTime(surface, foundTime) && (frames += 1) < DRAW_FRAMES) frame = requestAnimationFrame(centre);
    };
    // After the frame that draws the bars just loaded (the chart draws once per frame).
    frame = requestAnimationFrame(centre);
    return () => {
      cancelAnimationFrame(frame);
    };
  }, [surface, foundTime, current]);

  return { goTo, message: describe(place, current, { tooFar, error, timespan }), isGoing: paging };
}

function describe(
  place: ReturnType<typeof locateDate> | undefined,
  request: Request | undefined,
  { tooFar, error, timespan }: { tooFar: boolean; error: Error | null; timespan: Timespan },
): GoToDateMessage | undefined {
  if (place === undefined || request === undefined) return undefined;
  const { date } = request;
  switch (place.kind) {
    case 'found':
      return { tone: 'info', text: `Showing ${formatBarTime(place.time, timespan)}.` };
    case 'invalid':
      return { tone: 'error', text: 'Enter a date as year, month and day.' };
    case 'future':
      return { tone: 'error', text: `${date} is in the future.` };
    case 'before-oldest':
      return { tone: 'error', text: `${date} is before the oldest bar, ${formatBarTime(place.oldest, timespan)}.` };
    case 'load-older':
      if (error !== null) return { tone: 'error', text: 'Older bars could not be loaded.' };
      if (tooFar)
        return {
          tone: 'error',
          text: `${date} is more than ${String(GO_TO_DATE_MAX_PAGES)} pages of bars back; choose a longer timespan.`,
        };
      return { tone: 'info', text: `Loading bars back to ${date}…` };
  }
}
