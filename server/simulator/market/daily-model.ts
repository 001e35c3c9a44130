import { dayFromCivil, weekdayOf } from './calendar';
import type { ModelTicker } from './catalogue/build-instruments';
import { hashInts, normalAt, uniform } from './hash';
import { tickFor, toUnits } from './price-units';
import { STREAM } from './streams';

/** First day with prices: 1990-01-01 (a Monday, so W, M and Y bars all start cleanly). */
export const EPOCH_DAY = dayFromCivil(1990, 1, 1);
/** Day on which a ticker's close equals its catalogue reference price. */
const ANCHOR_DAY = dayFromCivil(2026, 1, 1);
/** Daily persistence of the deviation from trend; keeps 36 years of history in a plausible band. */
const PHI = 0.997;
/** A day's volume never falls below this, so every second of every minute can carry a trade. */
const MIN_DAY_VOLUME = 100_000;

/** A day's OHLCV in price units and shares. */
export interface DayBar {
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** Cheap closed-form daily model of one ticker; intraday paths are built to match it exactly. */
export interface DailyModel {
  dailySigma: number;
  close(day: number): number;
  dayBar(day: number): DayBar;
}

/**
 * Log close = log reference + trend + an AR(1) deviation that is 0 on the anchor day, walked
 * day by day (hashed innovations) and memoised, so any day's close is one array read after
 * the first call. A day opens at the previous close (the simulated market never closes);
 * high, low and volume are closed-form hashes of the day.
 */
export function createDailyModel(seed: number, ticker: ModelTicker): DailyModel {
  const { key, refPrice, avgDailyVolume, annualVolatility } = ticker;
  const dailySigma = annualVolatility / Math.sqrt(252);
  // Calm funds (bonds) drift less; equities 2-10 % a year.
  const growth = (0.02 + 0.08 * uniform(seed, key, STREAM.growth)) * Math.min(1, annualVolatility / 0.15);
  const walkBase = hashInts(seed, key, STREAM.walk);
  const highBase = hashInts(seed, key, STREAM.dayHigh);
  const lowBase = hashInts(seed, key, STREAM.dayLow);
  const volumeBase = hashInts(seed, key, STREAM.dayVolume);
  // The deviation is 0 on the anchor day and walks away from it in both directions, so a
  // quote near the present only walks the days since the anchor, and old history is walked
  // (once) only when asked for.
  const closeOf = (day: number, dev: number): number =>
    toUnits(refPrice * Math.exp((growth * (day - ANCHOR_DAY)) / 365.25 + dev));
  const forward = createWalk(walkBase, dailySigma, (i, dev) => closeOf(ANCHOR_DAY + i, dev));
  const backward = createWalk(walkBase ^ 0x5f3759df, dailySigma, (i, dev) => closeOf(ANCHOR_DAY - i, dev));

  const close = (day: number): number => {
    const d = Math.max(day, EPOCH_DAY - 1);
    return d >= ANCHOR_DAY ? forward(d - ANCHOR_DAY) : backward(ANCHOR_DAY - d);
  };

  const dayBar = (day: number): DayBar => {
    const open = close(day - 1);
    const last = close(day);
    const top = Math.max(open, last);
    const bottom = Math.min(open, last);
    const spanUnits = dailySigma * 0.35 * top;
    const upTick = tickFor(top);
    const downTick = tickFor(bottom);
    const up = Math.round((Math.abs(normalAt(highBase, day)) * spanUnits) / upTick) * upTick;
    const down = Math.round((Math.abs(normalAt(lowBase, day)) * spanUnits) / downTick) * downTick;
    // Weekend days trade (the simulator never closes) but thinner.
    const weekday = weekdayOf(day);
    const weekendFactor = weekday === 0 || weekday === 6 ? 0.45 : 1;
    const volume = Math.round(avgDailyVolume * weekendFactor * Math.exp(0.35 * normalAt(volumeBase, day) - 0.06));
    return {
      open,
      close: last,
      high: top + up,
      low: Math.max(downTick, bottom - down),
      volume: Math.max(MIN_DAY_VOLUME, volume),
    };
  };

  return { dailySigma, close, dayBar };
}

/**
 * Memoised AR(1) walk starting at 0: returns step i's close (via `toClose`), extending the
 * stored prefix on demand.
 */
function createWalk(
  base: number,
  sigma: number,
  toClose: (i: number, deviation: number) => number,
): (i: number) => number {
  let closes = new Float64Array(0);
  let filled = 0;
  let deviation = 0;
  return (i) => {
    if (i >= filled) {
      if (i >= closes.length) {
        const grown = new Float64Array(Math.max(i + 1, closes.length * 2, 512));
        grown.set(closes);
        closes = grown;
      }
      for (let k = filled; k <= i; k += 1) {
        if (k > 0) deviation = PHI * deviation + sigma * normalAt(base, k);
        closes[k] = toClose(k, deviation);
      }
      filled = i + 1;
    }
    return closes[i] ?? 0;
  };
}
