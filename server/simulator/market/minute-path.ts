import { buildAnchoredPath } from './anchored-path';
import type { DayPath } from './day-path';
import { hashInts, normalAt, uniform, uniformAt } from './hash';
import { tickFor } from './price-units';
import { STREAM } from './streams';
import { splitVolume } from './volume-profile';

/**
 * One minute split into seconds: during second s the last trade is at `prices[s + 1]` and the
 * minute's volume so far is `cumulativeVolume[s + 1]`. prices[0] is the minute's open, and
 * prices[60] its close; max/min over prices are the minute's high/low.
 */
export interface MinutePath {
  prices: Float64Array;
  secondVolumes: Float64Array;
  cumulativeVolume: Float64Array;
}

/** Seconds per minute path (one print per second). */
export const SECONDS = 60;

/** Builds the seconds of minute `index` of a day path, matching that M1 bar exactly. */
export function buildMinutePath(seed: number, key: number, path: DayPath, index: number): MinutePath {
  const open = path.opens[index] ?? 0;
  const close = path.opens[index + 1] ?? 0;
  const high = path.highs[index] ?? 0;
  const low = path.lows[index] ?? 0;
  const volume = path.volumes[index] ?? 0;
  const salt = hashInts(path.day, index);
  const highAt = 1 + Math.floor(uniform(seed, key, STREAM.secondExtreme, salt, 0) * (SECONDS - 1));
  let lowAt = 1 + Math.floor(uniform(seed, key, STREAM.secondExtreme, salt, 1) * (SECONDS - 1));
  if (lowAt === highAt) lowAt = highAt === SECONDS - 1 ? highAt - 1 : highAt + 1;
  const stepScale = (high - low) / 6;
  const noiseBase = hashInts(seed, key, STREAM.secondNoise, salt);
  const volumeBase = hashInts(seed, key, STREAM.secondVolume, salt);
  const prices = buildAnchoredPath({
    steps: SECONDS,
    open,
    high,
    low,
    close,
    highAt,
    lowAt,
    tick: tickFor(low),
    scale: () => stepScale,
    noise: (s) => normalAt(noiseBase, s),
  });
  // One share per second at least (the minute carries >= 60), the rest spread at random.
  const weights = new Float64Array(SECONDS);
  for (let s = 0; s < SECONDS; s += 1) weights[s] = uniformAt(volumeBase, s);
  const secondVolumes = splitVolume(volume - SECONDS, weights);
  const cumulativeVolume = new Float64Array(SECONDS + 1);
  for (let s = 0; s < SECONDS; s += 1) {
    secondVolumes[s] = (secondVolumes[s] ?? 0) + 1;
    cumulativeVolume[s + 1] = (cumulativeVolume[s] ?? 0) + (secondVolumes[s] ?? 0);
  }
  return { prices, secondVolumes, cumulativeVolume };
}
