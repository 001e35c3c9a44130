import { useMemo } from 'react';
import type { Timespan } from '@contracts/common';
import type { Bar } from '@contracts/market-data';
import { useEventCalendars } from '../api/get-event-calendars';
import { toCalendarEvents } from '../utils/calendar-events';
import { placeEventMarkers, showsEventMarkers, type EventMarker } from '../utils/event-markers';

const NONE: readonly EventMarker[] = [];

/**
 * Earnings and dividend markers for the bars shown, on daily, weekly and monthly charts only
 * (the calendars are fetched only then, and only once there are candles to mark). The list keeps its identity while the bars' time
 * range is unchanged, so a live update of the newest bar does not redraw the markers.
 */
export function useEventMarkers(symbol: string, timespan: Timespan, bars: readonly Bar[]): readonly EventMarker[] {
  const enabled = showsEventMarkers(timespan);
  const { earnings, dividends } = useEventCalendars(symbol, enabled && bars.length > 0);
  const events = useMemo(() => toCalendarEvents(earnings, dividends), [earnings, dividends]);
  const first = bars[0]?.time;
  const last = bars.at(-1)?.time;
  const count = bars.length;
  return useMemo(
    () => (enabled && events.length > 0 ? placeEventMarkers(events, bars) : NONE),
    // Only the bars' time range decides where markers go; see the doc comment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [enabled, events, first, last, count],
  );
}
