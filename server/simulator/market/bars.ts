import { formatBar, type BarWindow } from './bar-format';
import { calendarBars } from './calendar-bars';
import { intradayBars } from './intraday-bars';
import type { TickerModel } from './ticker-model';
import type { SimBar, SimTimespan } from './types';

const INTRADAY_MINUTES: Partial<Record<SimTimespan, number>> = {
  M1: 1,
  M5: 5,
  M15: 15,
  M30: 30,
  M60: 60,
  M120: 120,
  M240: 240,
};

/** Bars of any timespan, newest first, formatted for the wire. */
export function barsFor(model: TickerModel, timespan: SimTimespan, w: BarWindow): SimBar[] {
  const minutes = INTRADAY_MINUTES[timespan];
  if (minutes !== undefined) return intradayBars(model, minutes, w).map(formatBar);
  if (timespan === 'D' || timespan === 'W' || timespan === 'M' || timespan === 'Y') {
    return calendarBars(model, timespan, w).map(formatBar);
  }
  throw new Error(`Unsupported timespan ${timespan}`);
}
