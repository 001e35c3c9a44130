import type { BarWindow, UnitBar } from './bar-format';
import { nextPeriodStartDay, periodStartDay } from './calendar';
import type { DayBar } from './daily-model';
import { dayOf, dayStartMs } from '@market/eastern-time';
import { regularAggregate } from './range-aggregate';
import type { TickerModel } from './ticker-model';
import { nextTradingDay, previousTradingDay, tradingDayOnOrBefore } from './trading-days';
import { FIRST_TRADING_DAY, regularSpan, sessionDayAt } from './trading-window';

/** Daily bar of trading day `day` as seen at nowMs: closed form once its session is over, else the live aggregate. */
function dayBarAt(model: TickerModel, day: number, nowMs: number): DayBar | undefined {
  if (regularSpan(day).toMs <= nowMs) return model.daily.dayBar(day);
  return regularAggregate(model, day, nowMs);
}

/** The newest trading day with a daily bar at nowMs: today once 09:30 has passed, else the one before. */
export function newestBarDay(nowMs: number): number | undefined {
  const day = sessionDayAt(nowMs);
  if (day === undefined) return undefined;
  if (regularSpan(day).fromMs <= nowMs) return day;
  const before = previousTradingDay(day);
  return before < FIRST_TRADING_DAY ? undefined : before;
}

/** First Eastern day whose start is at/after ms. */
function firstDayFrom(ms: number): number {
  const day = dayOf(ms);
  return dayStartMs(day) < ms ? day + 1 : day;
}

/**
 * D, W, M or Y bars, newest first. A D bar is one trading day's regular session, stamped at
 * 00:00 New York of its date; W (from Monday), M and Y bars aggregate the D bars of the trading
 * days in the period and are stamped at the first of them, so no bar is ever dated on a day
 * the exchange was closed. W/M/Y never read minutes, so a 36-year Y request costs about
 * 9 000 cheap daily lookups.
 */
export function calendarBars(model: TickerModel, period: 'D' | 'W' | 'M' | 'Y', w: BarWindow): UnitBar[] {
  const newest = newestBarDay(w.nowMs);
  if (newest === undefined) return [];
  let newestDay = newest;
  if (w.endMs !== undefined) {
    const endDay = dayOf(w.endMs - 1);
    if (endDay < FIRST_TRADING_DAY) return [];
    newestDay = Math.min(newestDay, tradingDayOnOrBefore(endDay));
  }
  const oldestDay = Math.max(FIRST_TRADING_DAY, w.startMs === undefined ? FIRST_TRADING_DAY : firstDayFrom(w.startMs));
  const bars: UnitBar[] = [];
  let last = newestDay;
  while (last >= oldestDay && bars.length < w.count) {
    const start = period === 'D' ? last : Math.max(periodStartDay(last, period), FIRST_TRADING_DAY);
    const end = period === 'D' ? last + 1 : nextPeriodStartDay(periodStartDay(last, period), period);
    const first = nextTradingDay(start - 1);
    let bar: DayBar | undefined;
    for (let day = first; day < end && day <= newest; day = nextTradingDay(day)) {
      const d = dayBarAt(model, day, w.nowMs);
      if (d === undefined) continue;
      bar =
        bar === undefined
          ? { ...d }
          : {
              open: bar.open,
              high: Math.max(bar.high, d.high),
              low: Math.min(bar.low, d.low),
              close: d.close,
              volume: bar.volume + d.volume,
            };
    }
    if (bar !== undefined && first >= oldestDay) bars.push({ time: dayStartMs(first), ...bar });
    last = previousTradingDay(first);
  }
  return bars;
}
