/** A compared series' close per bar time (ms), oldest first. */
export type ComparePoint = { time: number; value: number };

/** The charting library's percent: the change from `base`, in percent of it. */
export const percentFrom = (value: number, base: number): number => (100 * (value - base)) / base;

/**
 * The percent change the chart's percent scale draws for a series at `atTime` (the newest point
 * when undefined): from the series' first point at or after `firstVisibleTime`, as the library
 * takes each series' first visible value as its base. Undefined where the series has no point.
 */
export function percentAt(
  points: readonly ComparePoint[],
  firstVisibleTime: number | undefined,
  atTime: number | undefined,
): { percent: number; baseTime: number } | undefined {
  const base = points.find((point) => firstVisibleTime === undefined || point.time >= firstVisibleTime);
  const at = atTime === undefined ? points.at(-1) : points.find((point) => point.time === atTime);
  if (base === undefined || at === undefined || base.value === 0) return undefined;
  return { percent: percentFrom(at.value, base.value), baseTime: base.time };
}

/**
 * A compared symbol's closes at the main chart's bar times only: the time scale is the union of
 * every series' times, and a time only a compared symbol has would shift the main bars' logical
 * indexes, which the chart's paging and "Back to now" read.
 */
export function alignToTimes(
  bars: readonly { time: number; close: string }[],
  times: ReadonlySet<number>,
): ComparePoint[] {
  return bars.filter((bar) => times.has(bar.time)).map((bar) => ({ time: bar.time, value: Number(bar.close) }));
}
