import type { BarWindow, UnitBar } from './bar-format';
import { nextPeriodStartDay, periodStartDay } from './calendar';
import { EPOCH_DAY, type DayBar } from './daily-model';
import { dayOf, dayStartMs } from './eastern-time';
import { dayAggregate } from './range-aggregate';
import type { TickerModel } from './ticker-model';

/** Daily bar of `day` as seen at nowMs: closed form for past days, live aggregate for today. */
function dayBarAt(model: TickerModel, day: number, today: number, nowMs: number): DayBar {
  return day < today ? model.daily.dayBar(day) : dayAggregate(model, day, nowMs);
}

/** First day whose start is at/after ms. */
function firstDayFrom(ms: number): number {
  const day = dayOf(ms);
  return dayStartMs(day) < ms ? day + 1 : day;
}

/**
 * D, W, M or Y bars (Eastern calendar; W from Monday), newest first. W/M/Y aggregate daily
 * bars, never minutes, so a 36-year Y request costs about 13 000 cheap daily lookups.
 */
export function calendarBars(model: TickerModel, period: 'D' | 'W' | 'M' | 'Y', w: BarWindow): UnitBar[] {
  const today = dayOf(w.nowMs);
  let newestDay = today;
  if (w.endMs !== undefined) newestDay = Math.min(newestDay, dayOf(w.endMs - 1));
  const oldestDay = Math.max(EPOCH_DAY, w.startMs === undefined ? EPOCH_DAY : firstDayFrom(w.startMs));
  const bars: UnitBar[] = [];
  let start = period === 'D' ? newestDay : periodStartDay(newestDay, period);
  while (start >= oldestDay && bars.length < w.count) {
    const end = period === 'D' ? start + 1 : Math.min(nextPeriodStartDay(start, period), today + 1);
    let bar: DayBar | undefined;
    for (let day = start; day < end; day += 1) {
      const d = dayBarAt(model, day, today, w.nowMs);
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
    if (bar !== undefined) bars.push({ time: dayStartMs(start), ...bar });
    start = period === 'D' ? start - 1 : periodStartDay(start - 1, period);
  }
  return bars;
}
