import { AFTER_HOURS_CLOSE_MINUTE, REGULAR_OPEN_MINUTE } from '@market/sessions';
import { buildAnchoredPath, fillBridge } from './anchored-path';
import type { DailyModel } from './daily-model';
import { hashAt, hashInts, normalAt, uniform } from './hash';
import { tickFor } from './price-units';
import { STREAM } from './streams';
import { previousTradingDay } from './trading-days';
import { windowOf } from './trading-window';
import { activityWeight, splitVolume } from './volume-profile';

/**
 * The M1 bars of one trading day's window (overnight, pre-market, regular, after hours; see
 * trading-window.ts). Minute i opens at `opens[i]` and closes at `opens[i + 1]`. The regular
 * minutes open at the day's open, close at its close, and their highs, lows and volumes
 * aggregate exactly to the daily bar; the minutes before drift from where the previous
 * trading day's after hours ended to the open, and after hours drift on from the close.
 */
export interface DayPath {
  day: number;
  startMs: number;
  minutes: number;
  opens: Float64Array;
  highs: Float64Array;
  lows: Float64Array;
  volumes: Float64Array;
}

/** Every minute carries at least one share per second, so every second has a trade. */
const MIN_MINUTE_VOLUME = 60;
/** Thin sessions still move visibly: price noise never drops below this activity weight. */
const PRICE_ACTIVITY_FLOOR = 0.05;

/** Builds the minute path of trading day `day` so that its regular minutes reproduce the daily bar exactly. */
export function buildDayPath(seed: number, key: number, model: DailyModel, day: number): DayPath {
  const w = windowOf(day);
  const { minutes, openIndex, closeIndex } = w;
  const bar = model.dayBar(day);
  const regularClose = REGULAR_OPEN_MINUTE + (closeIndex - openIndex);
  const weights = new Float64Array(minutes);
  let priceWeightSum = 0;
  for (let i = 0; i < minutes; i += 1) {
    const weight = activityWeight((AFTER_HOURS_CLOSE_MINUTE + i) % 1440, regularClose);
    weights[i] = weight;
    priceWeightSum += Math.max(weight, PRICE_ACTIVITY_FLOOR);
  }
  // Noise sized so the day wanders about half a daily sigma; activity shapes where it moves.
  const k = (0.5 * model.dailySigma * bar.close) / Math.sqrt(priceWeightSum);
  const scales = weights.map((weight) => k * Math.sqrt(Math.max(weight, PRICE_ACTIVITY_FLOOR)));
  const scale = (i: number): number => scales[i] ?? 0;
  const tick = tickFor(bar.low);
  // One base hash per stream and day; per-minute numbers then cost two mixing rounds.
  const noiseBase = hashInts(seed, key, STREAM.minuteNoise, day);
  const extendedBase = hashInts(seed, key, STREAM.extendedNoise, day);
  const extrasBase = hashInts(seed, key, STREAM.minuteExtras, day);

  const opens = new Float64Array(minutes + 1);
  const start = model.windowClose(previousTradingDay(day));
  const end = model.windowClose(day);
  const extended = (from: number, to: number) => ({
    low: tickFor(Math.min(from, to)),
    high: Infinity,
    tick: tickFor(Math.min(from, to)),
    scale,
    noise: (i: number) => normalAt(extendedBase, i),
  });
  fillBridge(opens, extended(start, bar.open), 0, start, openIndex, bar.open);
  const [highAt, lowAt] = extremeMinutes(seed, key, day, closeIndex - openIndex);
  const regular = buildAnchoredPath({
    steps: closeIndex - openIndex,
    open: bar.open,
    high: bar.high,
    low: bar.low,
    close: bar.close,
    highAt,
    lowAt,
    tick,
    scale: (s) => scale(openIndex + s),
    noise: (s) => normalAt(noiseBase, s),
  });
  opens.set(regular, openIndex);
  fillBridge(opens, extended(bar.close, end), closeIndex, bar.close, minutes, end);

  const highs = new Float64Array(minutes);
  const lows = new Float64Array(minutes);
  const volumeWeights = new Float64Array(minutes);
  for (let i = 0; i < minutes; i += 1) {
    const a = opens[i] ?? 0;
    const b = opens[i + 1] ?? 0;
    // One hash per minute, split in three, shapes the wicks and the volume (cheaper than normals).
    const h = hashAt(extrasBase, i);
    const grid = tickFor(Math.min(a, b));
    const reach = scale(i) * 0.9;
    const up = Math.round((((h & 0x3ff) / 1024) * reach) / grid) * grid;
    const down = Math.round(((((h >>> 10) & 0x3ff) / 1024) * reach) / grid) * grid;
    const inRegular = i >= openIndex && i < closeIndex;
    highs[i] = inRegular ? Math.min(bar.high, Math.max(a, b) + up) : Math.max(a, b) + up;
    lows[i] = inRegular ? Math.max(bar.low, Math.min(a, b) - down) : Math.max(grid, Math.min(a, b) - down);
    volumeWeights[i] = (weights[i] ?? 0) * (0.4 + 1.2 * ((h >>> 20) / 4096));
  }
  const volumes = new Float64Array(minutes);
  const regularWeights = volumeWeights.subarray(openIndex, closeIndex);
  const regularMinutes = closeIndex - openIndex;
  volumes.set(splitVolume(bar.volume - MIN_MINUTE_VOLUME * regularMinutes, regularWeights), openIndex);
  // Outside regular hours a minute trades in proportion to its activity, at the regular session's rate.
  let regularWeight = 0;
  for (const weight of regularWeights) regularWeight += weight;
  const perWeight = bar.volume / regularWeight;
  for (let i = 0; i < minutes; i += 1) {
    const inRegular = i >= openIndex && i < closeIndex;
    const own = inRegular ? (volumes[i] ?? 0) : Math.round((volumeWeights[i] ?? 0) * perWeight);
    volumes[i] = own + MIN_MINUTE_VOLUME;
  }
  return { day, startMs: w.startMs, minutes, opens, highs, lows, volumes };
}

// Daily extremes fall inside regular hours (the daily bar is the regular session), never on its first or last step.
function extremeMinutes(seed: number, key: number, day: number, steps: number): [number, number] {
  const pick = (salt: number): number =>
    1 + Math.floor(uniform(seed, key, STREAM.extremeMinute, day, salt, 1) * (steps - 1));
  const highAt = pick(1);
  let lowAt = pick(2);
  if (lowAt === highAt) lowAt = highAt + 1 < steps ? highAt + 1 : highAt - 1;
  return [highAt, lowAt];
}
