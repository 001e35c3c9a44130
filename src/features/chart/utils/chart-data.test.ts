import { expect, test } from 'vitest';
import type { Bar } from '@contracts/market-data';
import { chartPalette } from './chart-colors';
import { isIntraday, toCandle, toSessionColumn, toVolumeColumn } from './chart-data';
import { formatBarTime } from './time-labels';

const palette = chartPalette('dark');
const at = (iso: string, open = '10', close = '11'): Bar => ({
  time: Date.parse(iso),
  open,
  high: '12',
  low: '9',
  close,
  volume: '1500',
});

test('candles use epoch seconds and the bar prices', () => {
  expect(toCandle(at('2024-05-01T13:30:00Z'))).toEqual({ time: 1714570200, open: 10, high: 12, low: 9, close: 11 });
});

test('volume columns are coloured by direction', () => {
  expect(toVolumeColumn(at('2024-05-01T13:30:00Z', '10', '11'), palette).color).toBe(palette.volumeUp);
  expect(toVolumeColumn(at('2024-05-01T13:30:00Z', '10', '9.99'), palette).color).toBe(palette.volumeDown);
});

test('intraday bars are shaded by their Eastern session', () => {
  expect(toSessionColumn(at('2024-05-01T12:00:00Z'), 'M5', palette).color).toBe(palette.session.pre); // 08:00 ET
  expect(toSessionColumn(at('2024-05-01T14:00:00Z'), 'M5', palette).color).toBe(palette.session.regular);
  expect(toSessionColumn(at('2024-05-01T21:00:00Z'), 'M5', palette).color).toBe(palette.session.post); // 17:00 ET
  expect(toSessionColumn(at('2024-05-02T02:00:00Z'), 'M1', palette).color).toBe(palette.session.overnight); // 22:00 ET
});

test('daily and longer bars are not shaded', () => {
  expect(isIntraday('M240')).toBe(true);
  expect(isIntraday('M')).toBe(false);
  expect(toSessionColumn(at('2024-05-01T04:00:00Z'), 'D', palette).color).toBe(palette.session.regular);
});

test('bar times read in New York time', () => {
  expect(formatBarTime(Date.parse('2024-05-01T13:30:00Z'), 'M5')).toBe('May 1, 2024 09:30 ET');
  expect(formatBarTime(Date.parse('2024-05-01T04:00:00Z'), 'D')).toBe('May 1, 2024');
  expect(formatBarTime(Date.parse('2024-01-01T05:00:00Z'), 'Y')).toBe('2024');
});
