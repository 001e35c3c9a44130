import { EARLY_REGULAR_CLOSE_MINUTE } from '@market/calendar';
import { PRE_MARKET_OPEN_MINUTE, REGULAR_CLOSE_MINUTE, REGULAR_OPEN_MINUTE } from '@market/sessions';

// Relative trading activity per wall-clock minute: a U shape in regular hours (busy open and
// close), thin pre-market and after-hours, very little overnight. Also scales price noise.

function weightOf(clock: number, close: number): number {
  if (clock < PRE_MARKET_OPEN_MINUTE || clock >= close + 240) return 0.006;
  // Pre-market picks up in the 90 minutes before the open.
  if (clock < REGULAR_OPEN_MINUTE) return 0.03 + 0.09 * Math.max(0, (clock - (REGULAR_OPEN_MINUTE - 90)) / 90);
  if (clock < close) {
    const sinceOpen = clock - REGULAR_OPEN_MINUTE;
    const toClose = close - 1 - clock;
    return 0.6 + 2.2 * Math.exp(-sinceOpen / 25) + 1.4 * Math.exp(-toClose / 20);
  }
  return 0.04 + 0.12 * Math.exp(-(clock - close) / 20);
}

// Built once (a normal day and a 13:00 close): day paths read them for every minute.
const table = (close: number) => Float64Array.from({ length: 1440 }, (_, clock) => weightOf(clock, close));
const WEIGHTS = table(REGULAR_CLOSE_MINUTE);
const EARLY_WEIGHTS = table(EARLY_REGULAR_CLOSE_MINUTE);

/** Activity weight of wall-clock minute `clock` (0..1439) on a day whose regular session ends at `close`. */
export function activityWeight(clock: number, close = REGULAR_CLOSE_MINUTE): number {
  return (close === REGULAR_CLOSE_MINUTE ? WEIGHTS : EARLY_WEIGHTS)[clock] ?? 0;
}

/**
 * Splits `total` into integer parts proportional to `weights`, summing exactly to `total`
 * (cumulative floors, so no part is lost to rounding).
 */
export function splitVolume(total: number, weights: Float64Array): Float64Array {
  const parts = new Float64Array(weights.length);
  let sum = 0;
  for (const w of weights) sum += w;
  let cumulative = 0;
  let given = 0;
  for (let i = 0; i < weights.length; i += 1) {
    cumulative += weights[i] ?? 0;
    const upTo = i === weights.length - 1 ? total : Math.floor((total * cumulative) / sum);
    parts[i] = upTo - given;
    given = upTo;
  }
  return parts;
}
