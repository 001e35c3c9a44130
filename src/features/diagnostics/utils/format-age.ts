import { formatAge } from '@src/lib/freshness';

/** "4 s ago", "3 min ago", or "never": how long ago `at` was, in the words of every age on the page. */
export function formatAgo(at: number | null, now: number): string {
  return at === null ? 'never' : `${formatAge(at, now)} ago`;
}

/** "1.2 s" or "0 s": a wait in the unit a person reads. */
export function formatWait(ms: number): string {
  return ms <= 0 ? 'now' : `${(ms / 1_000).toFixed(1)} s`;
}
