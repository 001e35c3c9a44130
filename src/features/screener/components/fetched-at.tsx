/** "fetched 15:30:02": when the provider's answer was taken (the BFF's `fetched_at`). */
export function FetchedAt({ at, refreshing }: { at: number | undefined; refreshing: boolean }) {
  if (at === undefined) return null;
  const time = new Date(at).toLocaleTimeString('en-GB', { hour12: false });
  return (
    <span data-testid="screener-fetched-at" data-value={at} className="text-xs text-slate-500 dark:text-slate-400">
      fetched {time}
      {refreshing ? ' · refreshing…' : ''}
    </span>
  );
}
