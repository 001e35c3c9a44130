import type { Bar } from '@contracts/market-data';
import { easternIsoDate } from '@market/eastern-time';

/** Where "go to date" stands: the bar to show, or what it needs first, or why it cannot. */
export type DateLocation =
  | { kind: 'found'; time: number }
  | { kind: 'load-older' }
  | { kind: 'before-oldest'; oldest: number }
  | { kind: 'future' }
  | { kind: 'invalid' };

// As a date input writes it, and as easternIsoDate names a New York day.
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The bar "go to date" shows for `date` (a `YYYY-MM-DD` market day): the first bar of that day,
 * or, when none starts on it (a weekend, a holiday, a week or month bar), the last bar before it.
 * When every loaded bar is later, older history is needed if there is any; otherwise the date is
 * before the oldest bar. A day after today (New York) is in the future.
 */
export function locateDate(
  bars: readonly Bar[],
  date: string,
  { nowMs, hasOlder }: { nowMs: number; hasOlder: boolean },
): DateLocation {
  if (!DATE_PATTERN.test(date)) return { kind: 'invalid' };
  if (date > easternIsoDate(nowMs)) return { kind: 'future' };
  let before: Bar | undefined;
  for (const bar of bars) {
    const key = easternIsoDate(bar.time);
    if (key === date) return { kind: 'found', time: bar.time };
    if (key > date) break;
    before = bar;
  }
  if (before !== undefined) return { kind: 'found', time: before.time };
  const oldest = bars[0];
  if (hasOlder || oldest === undefined) return { kind: 'load-older' };
  return { kind: 'before-oldest', oldest: oldest.time };
}
