import { dayFromCivil, weekdayOf } from './calendar';
import type { ModelTicker } from './catalogue/build-instruments';
import { normal, uniform } from './hash';
import { tickFor, toUnits } from './price-units';
import { STREAM } from './streams';

/** First day with prices: 1990-01-01 (a Monday, so W, M and Y bars all start cleanly). */
export const EPOCH_DAY = dayFromCivil(1990, 1, 1);
/** Day on which a ticker's close equals its catalogue reference price. */
const ANCHOR_DAY = dayFromCivil(2026, 1, 1);
/** Daily persistence of the deviation from trend; keeps 36 years of history in a plausible band. */
const PHI = 0.997;
/** A day's volume never falls below this, so every second of every minute can carry a trade. */
export const MIN_DAY_VOLUME = 100_000;

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
 * Log price = reference + trend + an AR(1) deviation walked day by day from the epoch and
 * memoised, so any day's close costs one array read after the first call.
 */
export function createDailyModel(seed: number, ticker: ModelTicker): DailyModel {
  const { key, refPrice, avgDailyVolume, annualVolatility } = ticker;
  const dailySigma = annualVolatility / Math.sqrt(252);
  // Calm funds (bonds) drift less; equities 2-10 % a year.
  const growth = (0.02 + 0.08 * uniform(seed, key, STREAM.growth)) * Math.min(1, annualVolatility / 0.15);
  const first = EPOCH_DAY - 1;
  let deviations = new Float64Array(0);
  let closes = new Float64Array(0);
  let filled = 0;
  let deviation = 0;

  const extend = (upTo: number): void => {
    const need = upTo - first + 1;
    if (need <= filled) return;
    if (need > deviations.length) {
      const size = Math.max(need, deviations.length * 2, ANCHOR_DAY - first + 4096);
      const nextDeviations = new Float64Array(size);
      nextDeviations.set(deviations);
      deviations = nextDeviations;
    }
    for (let i = filled; i < need; i += 1) {
      deviation = PHI * deviation + dailySigma * normal(seed, key, STREAM.walk, first + i);
      deviations[i] = deviation;
    }
    filled = need;
    const anchor = deviations[ANCHOR_DAY - first] ?? 0;
    const nextCloses = new Float64Array(deviations.length);
    for (let i = 0; i < filled; i += 1) {
      const years = (first + i - ANCHOR_DAY) / 365.25;
      nextCloses[i] = toUnits(refPrice * Math.exp(growth * years + (deviations[i] ?? 0) - anchor));
    }
    closes = nextCloses;
  };

  const close = (day: number): number => {
    const d = Math.max(day, first);
    extend(Math.max(d, ANCHOR_DAY));
    return closes[d - first] ?? 0;
  };

  const dayBar = (day: number): DayBar => {
    const open = close(day - 1);
    const last = close(day);
    const top = Math.max(open, last);
    const bottom = Math.min(open, last);
    const spanUnits = dailySigma * 0.35 * top;
    const upTick = tickFor(top);
    const downTick = tickFor(bottom);
    const up = Math.round((Math.abs(normal(seed, key, STREAM.dayHigh, day)) * spanUnits) / upTick) * upTick;
    const down = Math.round((Math.abs(normal(seed, key, STREAM.dayLow, day)) * spanUnits) / downTick) * downTick;
    // Weekend days trade (the simulator never closes) but thinner.
    const weekday = weekdayOf(day);
    const weekendFactor = weekday === 0 || weekday === 6 ? 0.45 : 1;
    const volume = Math.round(avgDailyVolume * weekendFactor * Math.exp(0.35 * normal(seed, key, STREAM.dayVolume, day) - 0.06));
    return {
      open, close: last, high: top + up, low: Math.max(downTick, bottom - down),
      volume: Math.max(MIN_DAY_VOLUME, volume),
    };
  };

  return { dailySigma, close, dayBar };
}
