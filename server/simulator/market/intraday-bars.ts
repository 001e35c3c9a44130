import type { UnitBar, BarWindow } from './bar-format';
import { EPOCH_DAY } from './daily-model';
import { dayStartMs, MINUTE_MS } from './eastern-time';
import { aggregateRange } from './range-aggregate';
import type { TickerModel } from './ticker-model';

/**
 * Intraday bars of `minutes` length aligned to UTC epoch multiples, newest first; the newest
 * is the bar containing nowMs, partial up to the current second.
 */
export function intradayBars(model: TickerModel, minutes: number, w: BarWindow): UnitBar[] {
  const span = minutes * MINUTE_MS;
  let newest = Math.floor(w.nowMs / span) * span;
  if (w.endMs !== undefined) newest = Math.min(newest, Math.floor((w.endMs - 1) / span) * span);
  const oldest = Math.max(w.startMs ?? -Infinity, dayStartMs(EPOCH_DAY));
  const bars: UnitBar[] = [];
  for (let start = newest; start >= oldest && bars.length < w.count; start -= span) {
    const agg = aggregateRange(model, start, start + span, w.nowMs);
    if (agg === undefined) continue;
    bars.push({ time: start, open: agg.open, high: agg.high, low: agg.low, close: agg.close, volume: agg.volume });
  }
  return bars;
}
