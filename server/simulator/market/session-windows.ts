import {
  AFTER_HOURS_CLOSE_MINUTE as POST_CLOSE,
  PRE_MARKET_OPEN_MINUTE as PRE_OPEN,
  REGULAR_CLOSE_MINUTE as RTH_CLOSE,
  REGULAR_OPEN_MINUTE as RTH_OPEN,
} from '@contracts/us-market-sessions';
import { clockMs, dayStartMs, MINUTE_MS, wallClockAt } from './eastern-time';
import type { TickerModel } from './ticker-model';

/** A session's time range and the regular-hours close its change is measured against. */
export interface SessionWindow {
  fromMs: number;
  toMs: number;
  /** Price (units) at 16:00 of the regular session before this window. */
  reference: number;
}

/** Last regular-hours price of `day`: the open of its 16:00 minute, i.e. the 15:59 close. */
function regularClose(model: TickerModel, day: number): number {
  const index = (clockMs(day, RTH_CLOSE) - dayStartMs(day)) / MINUTE_MS;
  return model.dayPath(day).opens[index] ?? 0;
}

/**
 * The extended-hours session the snapshot reports: the pre-market of today from 04:00 until
 * the regular close, then today's after-hours; before 04:00, yesterday's after-hours.
 */
export function extendedWindow(model: TickerModel, nowMs: number): SessionWindow {
  const { day, clock } = wallClockAt(nowMs);
  if (clock < PRE_OPEN) {
    return {
      fromMs: clockMs(day - 1, RTH_CLOSE),
      toMs: clockMs(day - 1, POST_CLOSE),
      reference: regularClose(model, day - 1),
    };
  }
  if (clock < RTH_CLOSE) {
    return { fromMs: clockMs(day, PRE_OPEN), toMs: clockMs(day, RTH_OPEN), reference: regularClose(model, day - 1) };
  }
  return { fromMs: clockMs(day, RTH_CLOSE), toMs: clockMs(day, POST_CLOSE), reference: regularClose(model, day) };
}

/** The overnight session (20:00-04:00) in progress, or else the one that ended this morning. */
export function overnightWindow(model: TickerModel, nowMs: number): SessionWindow {
  const { day, clock } = wallClockAt(nowMs);
  const startDay = clock >= POST_CLOSE ? day : day - 1;
  return {
    fromMs: clockMs(startDay, POST_CLOSE),
    toMs: clockMs(startDay + 1, PRE_OPEN),
    reference: regularClose(model, startDay),
  };
}
