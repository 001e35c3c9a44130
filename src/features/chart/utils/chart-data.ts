import Decimal from 'decimal.js';
import type { Timespan } from '@contracts/common';
import type { Bar } from '@contracts/market-data';
import { classifySession } from '@src/lib/eastern-time';
import type { ChartPalette } from './chart-colors';

/** Chart time: seconds since the epoch (the charting library's UTC timestamp). */
export const toChartTime = (ms: number): number => Math.floor(ms / 1_000);

export type CandlePoint = { time: number; open: number; high: number; low: number; close: number };
export type ColumnPoint = { time: number; value: number; color: string };

/** Intraday timespans are the ones whose bars fall into sessions. */
export function isIntraday(timespan: Timespan): boolean {
  return timespan.startsWith('M') && timespan !== 'M';
}

// The canvas needs numbers; these are only drawn, never added up, so decimal strings stay
// the source of truth (the legend shows the strings).
export function toCandle(bar: Bar): CandlePoint {
  return {
    time: toChartTime(bar.time),
    open: Number(bar.open),
    high: Number(bar.high),
    low: Number(bar.low),
    close: Number(bar.close),
  };
}

/** A volume column coloured by the bar's direction. */
export function toVolumeColumn(bar: Bar, palette: ChartPalette): ColumnPoint {
  const rising = new Decimal(bar.close).greaterThanOrEqualTo(bar.open);
  return {
    time: toChartTime(bar.time),
    value: Number(bar.volume),
    color: rising ? palette.volumeUp : palette.volumeDown,
  };
}

/**
 * A full-height column behind each intraday bar tinted by its Eastern session (pre, post,
 * overnight); transparent for the regular session and for daily and longer bars.
 */
export function toSessionColumn(bar: Bar, timespan: Timespan, palette: ChartPalette): ColumnPoint {
  const color = isIntraday(timespan) ? palette.session[classifySession(bar.time)] : palette.session.regular;
  return { time: toChartTime(bar.time), value: 1, color };
}
