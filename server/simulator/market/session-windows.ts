import { MINUTE_MS } from '@market/eastern-time';
import type { TickerModel } from './ticker-model';
import { previousTradingDay } from './trading-days';
import { windowOf } from './trading-window';

/** A session's time range and the regular close its change is measured against (docs/protocol.md#change-references). */
export interface SessionWindow {
  fromMs: number;
  toMs: number;
  /** Regular close (units) the session's change is measured from. */
  reference: number;
}

/**
 * The extended-hours session the snapshot reports while trading day `day` is the session day:
 * during its overnight session, the previous day's after hours (against that day's close);
 * from 04:00 until its regular close, its pre-market (against the previous close); from
 * then on, its after hours (against its own close), which stay shown through any closure.
 */
export function extendedWindow(model: TickerModel, day: number, nowMs: number): SessionWindow {
  const w = windowOf(day);
  const at = (index: number) => w.startMs + index * MINUTE_MS;
  const previous = previousTradingDay(day);
  if (nowMs < at(w.preIndex)) {
    const p = windowOf(previous);
    return { fromMs: p.startMs + p.closeIndex * MINUTE_MS, toMs: p.endMs, reference: model.daily.close(previous) };
  }
  if (nowMs < at(w.closeIndex)) {
    return { fromMs: at(w.preIndex), toMs: at(w.openIndex), reference: model.daily.close(previous) };
  }
  return { fromMs: at(w.closeIndex), toMs: w.endMs, reference: model.daily.close(day) };
}

/** The overnight session that leads into trading day `day` (20:00-04:00), against the previous regular close. */
export function overnightWindow(model: TickerModel, day: number): SessionWindow {
  const w = windowOf(day);
  return {
    fromMs: w.startMs,
    toMs: w.startMs + w.preIndex * MINUTE_MS,
    reference: model.daily.close(previousTradingDay(day)),
  };
}
