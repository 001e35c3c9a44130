import { useClockReading } from '@src/lib/use-clock';
import { useBudget } from '@src/lib/use-live';
import { rateLimitWaitSeconds } from '@src/lib/rate-limit-wait';
import { Skeleton } from './skeleton';

type PendingDataProps = { className?: string; boxClassName?: string; label: string; group?: string };

/**
 * The placeholder of data on its way from the provider. When the BFF's call budget says the call
 * waits for the rate limit, it says so and for about how long, so a wait never looks like a
 * blank or like "no data".
 */
export function PendingData({
  className,
  boxClassName = 'flex flex-col gap-1',
  label,
  group = 'market-data',
}: PendingDataProps) {
  const budget = useBudget();
  const seconds = useClockReading((now) => rateLimitWaitSeconds(budget, group, now));
  return (
    <div className={boxClassName}>
      {seconds === null ? null : (
        <p className="text-xs text-slate-600 dark:text-slate-300" data-testid="rate-limit-wait">
          Waiting for the rate limit, about {seconds} s
        </p>
      )}
      <Skeleton className={className} label={label} />
    </div>
  );
}
