import { buildAnchoredPath } from './anchored-path';
import type { DailyModel } from './daily-model';
import { REGULAR_OPEN_MINUTE } from '@contracts/us-market-sessions';
import { clockMinute, indexOfClockMinute, minutesInDay } from './eastern-time';
import { hashAt, hashInts, normalAt, uniform } from './hash';
import { tickFor } from './price-units';
import { STREAM } from './streams';
import { activityWeight, splitVolume } from './volume-profile';

/**
 * The M1 bars of one Eastern day. Minute i opens at `opens[i]` and closes at `opens[i + 1]`,
 * so the first open is the day's open and the last close the day's close; highs, lows and
 * volumes aggregate exactly to the daily bar.
 */
export interface DayPath {
  day: number;
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

/** Builds the minute path of `day` so that it reproduces the daily bar exactly. */
export function buildDayPath(seed: number, key: number, model: DailyModel, day: number): DayPath {
  const bar = model.dayBar(day);
  const minutes = minutesInDay(day);
  const weights = new Float64Array(minutes);
  let priceWeightSum = 0;
  for (let i = 0; i < minutes; i += 1) {
    const w = activityWeight(clockMinute(i, minutes));
    weights[i] = w;
    priceWeightSum += Math.max(w, PRICE_ACTIVITY_FLOOR);
  }
  // Noise sized so the bridge wanders about half a daily sigma; activity shapes where it moves.
  const k = (0.5 * model.dailySigma * bar.close) / Math.sqrt(priceWeightSum);
  const scales = weights.map((w) => k * Math.sqrt(Math.max(w, PRICE_ACTIVITY_FLOOR)));
  const scale = (i: number): number => scales[i] ?? 0;
  const [highAt, lowAt] = extremeMinutes(seed, key, day, minutes);
  const tick = tickFor(bar.low);
  // One base hash per stream and day; per-minute numbers then cost two mixing rounds.
  const noiseBase = hashInts(seed, key, STREAM.minuteNoise, day);
  const extrasBase = hashInts(seed, key, STREAM.minuteExtras, day);
  const opens = buildAnchoredPath({
    steps: minutes,
    open: bar.open,
    high: bar.high,
    low: bar.low,
    close: bar.close,
    highAt,
    lowAt,
    tick,
    scale,
    noise: (i) => normalAt(noiseBase, i),
  });
  const highs = new Float64Array(minutes);
  const lows = new Float64Array(minutes);
  const volumeWeights = new Float64Array(minutes);
  for (let i = 0; i < minutes; i += 1) {
    const a = opens[i] ?? 0;
    const b = opens[i + 1] ?? 0;
    // One hash per minute, split in three, shapes the wicks and the volume (cheaper than normals).
    const h = hashAt(extrasBase, i);
    const reach = scale(i) * 0.9;
    const up = Math.round((((h & 0x3ff) / 1024) * reach) / tick) * tick;
    const down = Math.round(((((h >>> 10) & 0x3ff) / 1024) * reach) / tick) * tick;
    highs[i] = Math.min(bar.high, Math.max(a, b) + up);
    lows[i] = Math.max(bar.low, Math.min(a, b) - down);
    volumeWeights[i] = (weights[i] ?? 0) * (0.4 + 1.2 * ((h >>> 20) / 4096));
  }
  const volumes = splitVolume(bar.volume - MIN_MINUTE_VOLUME * minutes, volumeWeights);
  for (let i = 0; i < minutes; i += 1) volumes[i] = (volumes[i] ?? 0) + MIN_MINUTE_VOLUME;
  return { day, minutes, opens, highs, lows, volumes };
}

// Daily extremes usually fall in regular hours (where the activity is); 1 in 5 anywhere.
function extremeMinutes(seed: number, key: number, day: number, minutes: number): [number, number] {
  const rthStart = indexOfClockMinute(REGULAR_OPEN_MINUTE, minutes);
  const pick = (salt: number): number => {
    const anywhere = uniform(seed, key, STREAM.extremeMinute, day, salt, 0) < 0.2;
    const u = uniform(seed, key, STREAM.extremeMinute, day, salt, 1);
    return anywhere ? 1 + Math.floor(u * (minutes - 2)) : rthStart + Math.floor(u * 390);
  };
  const highAt = pick(1);
  let lowAt = pick(2);
  if (lowAt === highAt) lowAt = highAt + 1 < minutes ? highAt + 1 : highAt - 1;
  return [highAt, lowAt];
}
