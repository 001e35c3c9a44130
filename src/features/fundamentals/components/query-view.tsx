import type { ReactNode } from 'react';
import { PendingData } from '@src/components/pending-data';
import { ErrorAlert } from '@src/components/error-alert';
import { Skeleton } from '@src/components/skeleton';

type QueryLike<T> = { data: T | undefined; error: unknown; isPending: boolean; refetch: () => unknown };

type QueryViewProps<T> = {
  query: QueryLike<T>;
  /** What is loading, e.g. "analyst targets"; used in the loading, error and empty texts. */
  what: string;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
};

/** Loading skeleton, an error with Retry, a "no data" note, or the data. */
export function QueryView<T>({ query, what, isEmpty, children }: QueryViewProps<T>) {
  if (query.isPending) {
    return (
      <div className="flex flex-col gap-2">
        <PendingData className="h-4 w-1/3" label={`Loading ${what}`} />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  if (query.data === undefined) {
    return (
      <ErrorAlert
        error={query.error}
        title={`Could not load ${what}`}
        onRetry={() => {
          void query.refetch();
        }}
      />
    );
  }
  if (isEmpty?.(query.data) === true) {
    return (
      <p role="status" className="text-sm text-slate-500 dark:text-slate-400">
        No {what} from the provider for this symbol.
      </p>
    );
  }
  return <>{children(query.data)}</>;
}
