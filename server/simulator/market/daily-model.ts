import { dayOfDate } from '@market/calendar';
import type { ModelTicker } from './catalogue/build-instruments';
import { EPOCH_DAY } from './epoch';
import { hashInts, normalAt, uniform } from './hash';
import { tickFor, toUnits, UNITS_PER_DOLLAR } from './price-units';
import { STREAM } from './streams';
import { isUsEarlyClose } from '@market/calendar';
import { previousTradingDay, tradingDayAt, tradingOrdinal } from './trading-days';

/** Day on or before which a ticker's last close equals its catalogue reference price. */
const ANCHOR_DAY = dayOfDate(2026, 1, 1);
/** Persistence of the deviation from trend per trading day; keeps 36 years of history in a plausible band. */
const PHI = 0.997;
/** A day's regular-session volume never falls below this, so every second can carry a trade. */
const MIN_DAY_VOLUME = 100_000;
/** Overnight gap (open vs previous close) as a share of the daily sigma, for one night. */
const GAP_SHARE = 0.4;
/** After-hours drift (last after-hours price vs the regular close) as a share of the daily sigma. */
const AFTER_HOURS_SHARE = 0.12;
/** A 13:00 close trades about half a normal day. */
const EARLY_CLOSE_VOLUME = 0.55;

/** The regular session of one trading day (09:30 to the close): OHLCV in price units and shares. */
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
  /** Regular close of the latest trading day on or before `day`. */
  close(day: number): number;
  /** Regular session of trading day `day`. */
  dayBar(day: number): DayBar;
  /** Last after-hours price of trading day `day`: where the next trading day's overnight session starts. */
  windowClose(day: number): number;
}

/**
 * Log close = log reference + trend + an AR(1) deviation that is 0 on the anchor day, walked
 * one trading day at a time (hashed innovations) and memoised, so any close is one array read
 * after the first call. The open gaps from the previous close by a hashed overnight move (wider
 * after a weekend or holiday); high, low and volume are closed-form hashes of the day.
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
  const gapBase = hashInts(seed, key, STREAM.gap);
  const afterHoursBase = hashInts(seed, key, STREAM.afterHours);
  const anchor = tradingOrdinal(ANCHOR_DAY);
  // Day before the first simulated trading day: its close is the first day's previous close.
  const oldest = tradingOrdinal(EPOCH_DAY);
  // The deviation is 0 on the anchor day and walks away from it in both directions, so a
  // quote near the present only walks the days since the anchor, and old history is walked
  // (once) only when asked for.
  const closeOf = (k: number, dev: number): number =>
    toUnits(refPrice * Math.exp((growth * (tradingDayAt(k) - ANCHOR_DAY)) / 365.25 + dev));
  const forward = createWalk(walkBase, dailySigma, (i, dev) => closeOf(anchor + i, dev));
  const backward = createWalk(walkBase ^ 0x5f3759df, dailySigma, (i, dev) => closeOf(anchor - i, dev));

  const close = (day: number): number => {
    const k = Math.max(tradingOrdinal(day), oldest);
    return k >= anchor ? forward(k - anchor) : backward(anchor - k);
  };

  const open = (day: number): number => {
    const previous = previousTradingDay(day);
    const nights = day - previous;
    const sigma = GAP_SHARE * dailySigma * Math.sqrt(1 + 0.25 * (nights - 1));
    return toUnits((close(previous) / UNITS_PER_DOLLAR) * Math.exp(sigma * normalAt(gapBase, day)));
  };

  const dayBar = (day: number): DayBar => {
    const first = open(day);
    const last = close(day);
    const top = Math.max(first, last);
    const bottom = Math.min(first, last);
    const spanUnits = dailySigma * 0.35 * top;
    const upTick = tickFor(top);
    const downTick = tickFor(bottom);
    const up = Math.round((Math.abs(normalAt(highBase, day)) * spanUnits) / upTick) * upTick;
    const down = Math.round((Math.abs(normalAt(lowBase, day)) * spanUnits) / downTick) * downTick;
    const shortDay = isUsEarlyClose(day) ? EARLY_CLOSE_VOLUME : 1;
    const volume = Math.round(avgDailyVolume * shortDay * Math.exp(0.35 * normalAt(volumeBase, day) - 0.06));
    return {
      open: first,
      close: last,
      high: top + up,
      low: Math.max(downTick, bottom - down),
      volume: Math.max(MIN_DAY_VOLUME, volume),
    };
  };

  const windowClose = (day: number): number =>
    toUnits((close(day) / UNITS_PER_DOLLAR) * Math.exp(AFTER_HOURS_SHARE * dailySigma * normalAt(afterHoursBase, day)));

  return { dailySigma, close, dayBar, windowClose };
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
