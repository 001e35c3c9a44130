import type { Bar } from '@contracts/market-data';

/**
 * One oldest-first list from several lists of bars; when two lists hold the same bar time,
 * the later list wins (pass older pages first and the freshest data last).
 */
export function mergeBars(lists: readonly (readonly Bar[])[]): Bar[] {
  const byTime = new Map<number, Bar>();
  for (const list of lists) {
    for (const bar of list) byTime.set(bar.time, bar);
  }
  return [...byTime.values()].sort((a, b) => a.time - b.time);
}

/**
 * Where the next older page ends: the oldest bar's start. `undefined` (no more pages) when
 * the BFF returned nothing older, or nothing older than the page before.
 */
export function olderPageParam(bars: readonly Bar[], previousEnd: number | undefined): number | undefined {
  const oldest = bars[0];
  if (oldest === undefined) return undefined;
  if (previousEnd !== undefined && oldest.time >= previousEnd) return undefined;
  return oldest.time;
}

/**
 * The newest bars seen by the latest-bars poll so far: each poll returns only the last two,
 * so without keeping earlier answers the bars formed since the history page loaded would
 * vanish on the next poll. Capped so a chart left open for days stays bounded.
 */
export function accumulateTail(previous: readonly Bar[] | undefined, fresh: readonly Bar[], max: number): Bar[] {
  return mergeBars(previous === undefined ? [fresh] : [previous, fresh]).slice(-max);
}
