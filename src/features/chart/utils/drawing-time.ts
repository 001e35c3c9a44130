/**
 * A drawing's points are times, not bar positions, so one drawing shows on every timespan
 * (docs/chart-research.md#drawings). The chart places things by logical index (bar number,
 * fractions between bars); these convert between the two over the bars shown, interpolating
 * inside a bar's span and extrapolating past either end by the nearest bar's span.
 */

/** A minute: the span assumed when there is a single bar to measure from. */
const FALLBACK_SPAN_MS = 60_000;

function edgeSpan(times: readonly number[], atEnd: boolean): number {
  const n = times.length;
  const span = atEnd ? (times[n - 1] ?? 0) - (times[n - 2] ?? 0) : (times[1] ?? 0) - (times[0] ?? 0);
  return n > 1 && span > 0 ? span : FALLBACK_SPAN_MS;
}

/** The last index whose time is at or before `time`; -1 when every bar is later. */
function barAtOrBefore(times: readonly number[], time: number): number {
  let low = 0;
  let high = times.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((times[middle] ?? Infinity) <= time) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** The logical index of `time` over bars opening at `times` (ascending ms); null without bars. */
export function timeToLogical(times: readonly number[], time: number): number | null {
  const first = times[0];
  const last = times.at(-1);
  if (first === undefined || last === undefined) return null;
  const index = barAtOrBefore(times, time);
  if (index < 0) return (time - first) / edgeSpan(times, false);
  if (index === times.length - 1) return index + (time - last) / edgeSpan(times, true);
  const from = times[index] ?? 0;
  const to = times[index + 1] ?? from + 1;
  return index + (time - from) / (to - from);
}

/** The time (ms, whole) at a logical index over bars opening at `times`; null without bars. */
export function logicalToTime(times: readonly number[], logical: number): number | null {
  const first = times[0];
  const last = times.at(-1);
  if (first === undefined || last === undefined) return null;
  const lastIndex = times.length - 1;
  if (logical < 0) return Math.round(first + logical * edgeSpan(times, false));
  if (logical >= lastIndex) return Math.round(last + (logical - lastIndex) * edgeSpan(times, true));
  const index = Math.floor(logical);
  const from = times[index] ?? 0;
  const to = times[index + 1] ?? from;
  return Math.round(from + (logical - index) * (to - from));
}

/** The time `bars` bars after `time` (before, when negative), landing on a bar's open when it was on one. */
export function shiftTimeByBars(times: readonly number[], time: number, bars: number): number {
  const logical = timeToLogical(times, time);
  if (logical === null) return time;
  return logicalToTime(times, logical + bars) ?? time;
}
