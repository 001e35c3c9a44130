import { formatAge, isStale } from '../lib/freshness';
import { useClock } from '../lib/use-clock';

/** "3 s ago", or "Stale · 14 s ago" in amber once past the freshness limit. */
export function PriceAge({ receivedAt, testId = 'price-age' }: { receivedAt: number; testId?: string }) {
  const now = useClock();
  const stale = isStale(receivedAt, now);
  return (
    <span
      data-testid={testId}
      data-value={String(receivedAt)}
      data-stale={stale ? 'true' : 'false'}
      className={`text-xs tabular-nums ${stale ? 'font-medium text-amber-600 dark:text-amber-400' : 'text-slate-500 dark:text-slate-400'}`}
    >
      {stale ? 'Stale · ' : 'Updated '}
      {formatAge(receivedAt, now)} ago
    </span>
  );
}
