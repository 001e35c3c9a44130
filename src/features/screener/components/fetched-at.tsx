import { formatEasternClock } from '@src/lib/eastern-time';

/** "fetched 10:30:02 ET": when the provider's answer was taken (the BFF's `fetched_at`), in market time. */
export function FetchedAt({ at, refreshing }: { at: number | undefined; refreshing: boolean }) {
  if (at === undefined) return null;
  return (
    <span data-testid="screener-fetched-at" data-value={at} className="text-xs text-slate-500 dark:text-slate-400">
      fetched {formatEasternClock(at, true)} ET
      {refreshing ? ' · refreshing…' : ''}
    </span>
  );
}
