import type { Timespan } from '@contracts/common';

/**
 * How long a bar series is reused. The newest bar is still forming, so short timespans expire
 * sooner; the quote panel shows the live price meanwhile. Pages of older history (`end` given)
 * never change.
 */
export function barsTtlMs(timespan: Timespan, hasEnd: boolean): number {
  if (hasEnd) return 30 * 60_000;
  switch (timespan) {
    case 'M1':
      return 10_000;
    case 'M5':
    case 'M15':
      return 30_000;
    case 'M30':
    case 'M60':
    case 'M120':
    case 'M240':
      return 60_000;
    case 'D':
      return 2 * 60_000;
    case 'W':
    case 'M':
    case 'Y':
      return 10 * 60_000;
  }
}
