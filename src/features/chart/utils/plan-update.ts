import type { Bar } from '@contracts/market-data';

/** How to bring the drawn series from `drawn` to `next` with the least work. */
export type SeriesUpdate =
  | { kind: 'none' }
  /** New symbol or timespan: replace the data and reset the view. */
  | { kind: 'reset' }
  /** Older bars prepended (or anything else): replace the data, keep the view. */
  | { kind: 'replace' }
  /** Only the newest bars changed or were appended: `series.update()` from this index on. */
  | { kind: 'tail'; from: number };

export function planSeriesUpdate(drawn: readonly Bar[], next: readonly Bar[], sameKey: boolean): SeriesUpdate {
  if (!sameKey || drawn.length === 0 || next.length === 0) return { kind: 'reset' };
  if (drawn === next) return { kind: 'none' };
  const sameStart = drawn[0]?.time === next[0]?.time;
  const grownBy = next.length - drawn.length;
  if (!sameStart || grownBy < 0 || grownBy > 1) return { kind: 'replace' };
  // The last drawn bar may have been finalised and one new bar may follow it.
  const from = drawn.length - 1;
  if (next[from]?.time !== drawn[from]?.time) return { kind: 'replace' };
  return { kind: 'tail', from };
}
