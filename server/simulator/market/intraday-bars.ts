import type { UnitBar, BarWindow } from './bar-format';
import { MINUTE_MS } from '@market/eastern-time';
import { aggregateRange } from './range-aggregate';
import type { TickerModel } from './ticker-model';
import { FIRST_TRADING_DAY, sessionAt, sessionDayAt, windowOf } from './trading-window';

/**
 * Intraday bars of `minutes` length aligned to UTC epoch multiples, newest first; the newest
 * is the bar containing nowMs, partial up to the current second. A span in which nothing
 * traded has no bar, and closed hours (nights after Friday, weekends, holidays) are skipped.
 * With `w.sessions`, only the spans whose first minute is in one of them have bars.
 */
export function intradayBars(model: TickerModel, minutes: number, w: BarWindow): UnitBar[] {
  const span = minutes * MINUTE_MS;
  let newest = Math.floor(w.nowMs / span) * span;
  if (w.endMs !== undefined) newest = Math.min(newest, Math.floor((w.endMs - 1) / span) * span);
  const oldest = Math.max(w.startMs ?? -Infinity, windowOf(FIRST_TRADING_DAY).startMs);
  const bars: UnitBar[] = [];
  let start = newest;
  while (start >= oldest && bars.length < w.count) {
    // A span of a session not asked for has no bar; closed hours are skipped below as before.
    const session = w.sessions === undefined ? undefined : sessionAt(start);
    if (session !== undefined && session !== 'CLOSED' && w.sessions?.has(session) === false) {
      start -= span;
      continue;
    }
    const agg = aggregateRange(model, start, start + span, w.nowMs);
    if (agg !== undefined) {
      bars.push({ time: start, open: agg.open, high: agg.high, low: agg.low, close: agg.close, volume: agg.volume });
      start -= span;
      continue;
    }
    // Nothing traded in this span: jump to the span holding the last minute of the latest
    // window that ended before it (no bar can start in the closed hours between).
    const day = sessionDayAt(start - 1);
    if (day === undefined) break;
    const lastMinute = Math.min(start - 1, windowOf(day).endMs - MINUTE_MS);
    start = Math.floor(lastMinute / span) * span;
  }
  return bars;
}
