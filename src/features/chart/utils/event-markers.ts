import type { Timespan } from '@contracts/common';
import type { Bar } from '@contracts/market-data';
import { easternParts } from '@market/eastern-time';

export type EventKind = 'earnings' | 'dividend';

/** A calendar event pinned to the bar whose period holds its date. */
export type EventMarker = {
  /** Start of the bar (ms), as in `Bar.time`. */
  time: number;
  kind: EventKind;
  /** The event's own date, YYYY-MM-DD. */
  date: string;
  /** Hover text, e.g. "Earnings Q3 2026 (2026-10-30)". */
  text: string;
};

export type CalendarEvent = { kind: EventKind; date: string; text: string };

/** Daily and longer bars: an intraday chart spans too few days for calendar dates to matter. */
export function showsEventMarkers(timespan: Timespan): boolean {
  return timespan === 'D' || timespan === 'W' || timespan === 'M';
}

function easternDate(ms: number): string {
  const p = easternParts(ms);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/**
 * Pins each event to the last bar that starts on or before its date (a weekend date lands on
 * the Friday bar, a date inside a week on that week's bar). Events before the first bar or
 * after the last one are left out: there is no candle to mark. Sorted by time, as the chart
 * library requires.
 */
export function placeEventMarkers(events: readonly CalendarEvent[], bars: readonly Bar[]): EventMarker[] {
  if (bars.length === 0) return [];
  const starts = bars.map((bar) => ({ time: bar.time, date: easternDate(bar.time) }));
  const lastBarDate = starts.at(-1)?.date ?? '';
  const placed: EventMarker[] = [];
  for (const event of events) {
    if (event.date < (starts[0]?.date ?? '') || event.date > lastBarDate) continue;
    let index = starts.length - 1;
    while (index > 0 && (starts[index]?.date ?? '') > event.date) index -= 1;
    const start = starts[index];
    if (start !== undefined) placed.push({ time: start.time, kind: event.kind, date: event.date, text: event.text });
  }
  return placed.sort((a, b) => a.time - b.time || a.kind.localeCompare(b.kind));
}
