import { useNow } from '../../../lib/use-now';

/** "Updated 3 s ago": how old the BFF's copy of the quote is. */
export function describeAge(receivedAt: number, now: number): string {
  const seconds = Math.max(0, Math.round((now - receivedAt) / 1_000));
  if (seconds < 60) return `Updated ${seconds} s ago`;
  const minutes = Math.floor(seconds / 60);
  return `Updated ${minutes} min ago`;
}

export function QuoteAge({ receivedAt }: { receivedAt: number }) {
  const now = useNow();
  const stale = now - receivedAt > 10_000;
  return (
    <span
      data-testid="quote-age"
      data-value={String(receivedAt)}
      className={`text-xs ${stale ? 'text-amber-600 dark:text-amber-400' : 'text-slate-500 dark:text-slate-400'}`}
    >
      {describeAge(receivedAt, now)}
    </span>
  );
}
