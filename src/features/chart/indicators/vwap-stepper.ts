import { VWAP } from 'trading-signals';
import type { IndicatorStepper } from './indicator-stepper';
import type { NumericBar } from './numeric-bar';
import { tradingDayOf } from './trading-day';

/**
 * VWAP anchored to each trading day: a new library VWAP at the first bar of a day. The library
 * skips a bar without volume (and, replacing, would take back the bar it last counted), so this
 * keeps track of whether the last bar was counted: docs/chart-research.md#indicators
 */
export function vwapStepper(): IndicatorStepper {
  let day: number | undefined;
  let vwap = new VWAP();
  let lastCounted = false;
  // The day's bars, to rebuild the day in the one case the library cannot replace: a counted
  // bar whose new volume is zero.
  let dayBars: NumericBar[] = [];

  const count = (bar: NumericBar, replace: boolean) => {
    vwap.update({ high: bar.high, low: bar.low, close: bar.close, volume: bar.volume }, replace);
  };

  const append = (bar: NumericBar) => {
    const barDay = tradingDayOf(bar.time);
    if (barDay !== day) {
      day = barDay;
      vwap = new VWAP();
      dayBars = [];
    }
    dayBars.push(bar);
    lastCounted = bar.volume > 0;
    if (lastCounted) count(bar, false);
  };

  const replaceLast = (bar: NumericBar) => {
    dayBars[dayBars.length - 1] = bar;
    if (bar.volume > 0) {
      count(bar, lastCounted);
      lastCounted = true;
    } else if (lastCounted) {
      vwap = new VWAP();
      for (const earlier of dayBars.slice(0, -1)) if (earlier.volume > 0) count(earlier, false);
      lastCounted = false;
    }
  };

  return {
    update: (bar, replace) => {
      if (replace && dayBars.length > 0) replaceLast(bar);
      else append(bar);
      const value = vwap.getResult();
      return { value: value ?? undefined };
    },
  };
}
