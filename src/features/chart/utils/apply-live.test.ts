import { expect, test } from 'vitest';
import type { Bar } from '@contracts/market-data';
import { applyLive, applyPrint } from './apply-live';
import { barStart } from './bar-slot';

const M5 = 5 * 60_000;
const t = (iso: string) => Date.parse(iso);
const bar = (time: number, close = '10.00'): Bar => ({
  time,
  open: '10.00',
  high: '10.50',
  low: '9.80',
  close,
  volume: '1000',
});
const bars = [bar(t('2026-11-18T15:20:00Z')), bar(t('2026-11-18T15:25:00Z'))];

test('a trade inside the newest bar moves its close, high and volume', () => {
  const next = applyPrint(bars, { time: t('2026-11-18T15:29:59Z'), price: '10.75', volume: '25' }, 'M5');
  expect(next).toHaveLength(2);
  expect(next.at(-1)).toEqual({
    time: t('2026-11-18T15:25:00Z'),
    open: '10.00',
    high: '10.75',
    low: '9.80',
    close: '10.75',
    volume: '1025',
  });
});

test('a trade at the boundary opens the next bar at the boundary', () => {
  const next = applyPrint(bars, { time: t('2026-11-18T15:30:00.250Z'), price: '9.50', volume: '7' }, 'M5');
  expect(next).toHaveLength(3);
  expect(next.at(-1)).toEqual({
    time: t('2026-11-18T15:30:00Z'),
    open: '9.50',
    high: '9.50',
    low: '9.50',
    close: '9.50',
    volume: '7',
  });
  expect(next.at(-1)?.time).toBe(bars[1]!.time + M5);
});

test('a trade older than the newest bar leaves the closed bars alone', () => {
  expect(applyPrint(bars, { time: t('2026-11-18T15:21:00Z'), price: '1.00', volume: '1' }, 'M5')).toBe(bars);
});

test('a streamed last price moves the close without adding volume; trades come first', () => {
  const trades = [{ time: t('2026-11-18T15:26:00Z'), price: '10.20', volume: '5', side: 'B' as const }];
  const next = applyLive(bars, trades, { time: t('2026-11-18T15:26:01Z'), price: '9.70' }, 'M5');
  expect(next.at(-1)).toMatchObject({ close: '9.70', low: '9.70', volume: '1005' });
  expect(applyLive(bars, trades, { time: t('2026-11-18T15:25:30Z'), price: '1.00' }, 'M5').at(-1)?.close).toBe('10.20');
});

test('daily and longer bars start at New York midnight of their period, across daylight saving', () => {
  expect(barStart(t('2026-11-18T15:30:00Z'), 'D')).toBe(t('2026-11-18T05:00:00Z'));
  expect(barStart(t('2026-11-18T15:30:00Z'), 'W')).toBe(t('2026-11-16T05:00:00Z'));
  expect(barStart(t('2026-11-18T15:30:00Z'), 'M')).toBe(t('2026-11-01T04:00:00Z'));
  expect(barStart(t('2026-11-18T15:30:00Z'), 'Y')).toBe(t('2026-01-01T05:00:00Z'));
  expect(barStart(t('2026-03-08T15:00:00Z'), 'D')).toBe(t('2026-03-08T05:00:00Z'));
  expect(barStart(t('2026-11-19T03:30:00Z'), 'D')).toBe(t('2026-11-18T05:00:00Z'));
  expect(barStart(t('2026-11-18T15:31:10Z'), 'M60')).toBe(t('2026-11-18T15:00:00Z'));
});

test('a daily bar takes regular-session prints only: its close stays the official close after hours', () => {
  // Wednesday 18 Nov 2026, New York (UTC-5): the regular session runs 14:30 to 21:00 UTC.
  const day = [bar(t('2026-11-17T05:00:00Z')), bar(t('2026-11-18T05:00:00Z'), '10.20')];
  const regular = applyPrint(day, { time: t('2026-11-18T20:59:59Z'), price: '10.40', volume: '5' }, 'D');
  expect(regular.at(-1)).toMatchObject({ close: '10.40', volume: '1005' });
  for (const time of ['2026-11-18T21:00:00Z', '2026-11-18T23:10:00Z', '2026-11-19T02:00:00Z']) {
    expect(applyPrint(regular, { time: t(time), price: '11.90', volume: '9' }, 'D')).toBe(regular);
  }
  // A weekly bar likewise, from a streamed last price as from a trade.
  const week = [bar(t('2026-11-16T05:00:00Z'))];
  expect(applyLive(week, [], { time: t('2026-11-18T23:10:00Z'), price: '11.90' }, 'W')).toBe(week);
  expect(applyLive(week, [], { time: t('2026-11-18T20:10:00Z'), price: '11.90' }, 'W').at(-1)?.close).toBe('11.90');
  // Pre-market the next morning does not open the next day's bar either; the 09:30 print does.
  expect(applyPrint(regular, { time: t('2026-11-19T13:00:00Z'), price: '9.90' }, 'D')).toBe(regular);
  expect(applyPrint(regular, { time: t('2026-11-19T14:30:00Z'), price: '9.95' }, 'D').at(-1)).toMatchObject({
    time: t('2026-11-19T05:00:00Z'),
    open: '9.95',
  });
  // On the half day after Thanksgiving the regular session ends at 13:00.
  const friday = [bar(t('2026-11-27T05:00:00Z'))];
  expect(applyPrint(friday, { time: t('2026-11-27T18:30:00Z'), price: '12.00' }, 'D')).toBe(friday);
  // Intraday bars take every session's prints.
  expect(applyPrint(bars, { time: t('2026-11-18T15:29:00Z'), price: '10.10' }, 'M5')).not.toBe(bars);
});
