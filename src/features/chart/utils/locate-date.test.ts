import { expect, test } from 'vitest';
import type { Bar } from '@contracts/market-data';
import { locateDate } from './locate-date';

const bar = (iso: string): Bar => ({
  time: Date.parse(iso),
  open: '1',
  high: '1',
  low: '1',
  close: '1',
  volume: '1',
});
// Daily bars start at midnight New York time; Thursday 26 Nov 2026 is Thanksgiving.
const daily = [bar('2026-11-24T05:00:00Z'), bar('2026-11-25T05:00:00Z'), bar('2026-11-27T05:00:00Z')];
const now = Date.parse('2026-11-28T15:00:00Z');

test('a date with a bar goes to that bar', () => {
  expect(locateDate(daily, '2026-11-25', { nowMs: now, hasOlder: true })).toEqual({
    kind: 'found',
    time: daily[1]?.time,
  });
});

test('a holiday or a weekend goes to the last bar before it', () => {
  expect(locateDate(daily, '2026-11-26', { nowMs: now, hasOlder: true })).toEqual({
    kind: 'found',
    time: daily[1]?.time,
  });
  expect(locateDate(daily, '2026-11-28', { nowMs: now, hasOlder: true })).toEqual({
    kind: 'found',
    time: daily[2]?.time,
  });
});

test('intraday bars go to the first bar of the day', () => {
  const minutes = [bar('2026-11-24T20:00:00Z'), bar('2026-11-25T09:00:00Z'), bar('2026-11-25T09:01:00Z')];
  expect(locateDate(minutes, '2026-11-25', { nowMs: now, hasOlder: false })).toEqual({
    kind: 'found',
    time: minutes[1]?.time,
  });
});

test('a date before every loaded bar needs older history while there is some', () => {
  expect(locateDate(daily, '2026-11-20', { nowMs: now, hasOlder: true })).toEqual({ kind: 'load-older' });
  expect(locateDate([], '2026-11-20', { nowMs: now, hasOlder: false })).toEqual({ kind: 'load-older' });
});

test('with no older history, a date before the oldest bar names that bar', () => {
  expect(locateDate(daily, '2026-11-20', { nowMs: now, hasOlder: false })).toEqual({
    kind: 'before-oldest',
    oldest: daily[0]?.time,
  });
});

test('a day after today in New York is in the future, today is not', () => {
  expect(locateDate(daily, '2026-11-29', { nowMs: now, hasOlder: true })).toEqual({ kind: 'future' });
  expect(locateDate(daily, '2026-11-28', { nowMs: now, hasOlder: true }).kind).toBe('found');
});

test('anything but a YYYY-MM-DD date is refused', () => {
  expect(locateDate(daily, '', { nowMs: now, hasOlder: true })).toEqual({ kind: 'invalid' });
  expect(locateDate(daily, '25/11/2026', { nowMs: now, hasOlder: true })).toEqual({ kind: 'invalid' });
});
