import type { IndicatorLine } from '../indicators/indicator-types';
import type { ChartPalette } from './chart-colors';

/**
 * Line colours in the order indicators are added: distinct from each other and from the candles'
 * green and red, and readable on both the light and the dark background.
 */
const LINE_COLORS = ['#2563eb', '#f59e0b', '#a855f7', '#0d9488', '#db2777', '#65a30d', '#0891b2', '#ea580c'];

/** The colour of one line of the indicator at `position` in the chart's list. */
export function indicatorLineColor(position: number, lineIndex: number): string {
  return LINE_COLORS[(position + lineIndex) % LINE_COLORS.length] ?? '#2563eb';
}

/** A histogram's column (MACD's) in the volume's colours: rising above zero, falling below. */
export function histogramColor(value: number, palette: ChartPalette): string {
  return value >= 0 ? palette.volumeUp : palette.volumeDown;
}

/** The colour a line's legend entry shows: a histogram's is its rising colour. */
export function legendColor(line: IndicatorLine, position: number, lineIndex: number, palette: ChartPalette): string {
  return line.style === 'histogram' ? palette.volumeUp : indicatorLineColor(position, lineIndex);
}
