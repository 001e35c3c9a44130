import { expect, test } from 'vitest';
import type { Timespan } from '@contracts/common';
import { toCalendarEvents } from './calendar-events';
import { placeEventMarkers, showsEventMarkers } from './event-markers';

// Daily bars start at New York midnight (EST in November: 05:00Z).
const day = (date: string) => ({
  time: Date.parse(`${date}T05:00:00Z`),
  open: '1',
  high: '1',
  low: '1',
  close: '1',
  volume: '1',
});
const bars = [day('2026-11-12'), day('2026-11-13'), day('2026-11-16'), day('2026-11-17'), day('2026-11-18')];

test('events land on the bar of their date; a weekend date on the Friday before', () => {
  const markers = placeEventMarkers(
    [
      { kind: 'dividend', date: '2026-11-14', text: 'Ex-dividend 0.26 (2026-11-14)' },
      { kind: 'earnings', date: '2026-11-17', text: 'Earnings Q4 2026 (2026-11-17)' },
    ],
    bars,
  );
  expect(markers).toEqual([
    { time: day('2026-11-13').time, kind: 'dividend', date: '2026-11-14', text: 'Ex-dividend 0.26 (2026-11-14)' },
    { time: day('2026-11-17').time, kind: 'earnings', date: '2026-11-17', text: 'Earnings Q4 2026 (2026-11-17)' },
  ]);
});

test('events outside the bars shown get no marker, and markers come out in time order', () => {
  const markers = placeEventMarkers(
    [
      { kind: 'earnings', date: '2027-01-29', text: 'future' },
      { kind: 'earnings', date: '2026-11-18', text: 'today' },
      { kind: 'dividend', date: '2026-11-01', text: 'before the first bar' },
      { kind: 'dividend', date: '2026-11-12', text: 'first bar' },
    ],
    bars,
  );
  expect(markers.map((m) => m.text)).toEqual(['first bar', 'today']);
  expect(placeEventMarkers([{ kind: 'earnings', date: '2026-11-18', text: 'x' }], [])).toEqual([]);
});

test('weekly bars hold the events of their week', () => {
  const weeks = [day('2026-11-02'), day('2026-11-09'), day('2026-11-16')];
  const markers = placeEventMarkers([{ kind: 'earnings', date: '2026-11-12', text: 'mid-week' }], weeks);
  expect(markers.map((m) => m.time)).toEqual([day('2026-11-09').time]);
});

test('markers are drawn on daily, weekly and monthly charts only', () => {
  const spans: Timespan[] = ['M1', 'M60', 'D', 'W', 'M', 'Y'];
  expect(spans.filter((t) => showsEventMarkers(t))).toEqual(['D', 'W', 'M']);
});

test('calendar rows become earnings and ex-dividend events', () => {
  const events = toCalendarEvents(
    [{ fiscal_year: 2026, fiscal_period: 3, expected_publish_date: '2026-10-30' }],
    [{ symbol: 'AAPL', ex_div_date: '2026-11-10', amount: '0.26' }],
  );
  expect(events).toEqual([
    { kind: 'earnings', date: '2026-10-30', text: 'Earnings Q3 2026 (2026-10-30)' },
    { kind: 'dividend', date: '2026-11-10', text: 'Ex-dividend 0.26 (2026-11-10)' },
  ]);
});
