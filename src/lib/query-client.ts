import { notifyManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, isNotSignedIn } from './api-error';

/** Network and 5xx failures are worth a quick second try; 4xx and rate limits are not. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!(error instanceof ApiError)) return false;
  return error.kind === 'network' || error.kind === 'upstream' || error.kind === 'server';
}

export type QueryClientOptions = {
  /** Called when a query learns the session is gone (401), so the shell can ask to sign in. */
  onNotSignedIn?: (queryKey: readonly unknown[]) => void;
  /** Tests turn retries off to see errors at once. */
  retry?: boolean;
};

/** The one QueryClient of the app. */
export function createQueryClient(options: QueryClientOptions = {}): QueryClient {
  const { onNotSignedIn, retry = true } = options;
  // Cache changes reach components at the end of the task that made them, not in a task of
  // their own (the library's default, `setTimeout(0)`) that can wait behind a chart frame: an
  // order's fill, written from the live link, is on screen one task sooner. Live prices do not
  // pass through here (src/lib/live-store.ts batches them per frame), and the cache's writers
  // batch their own bursts (src/api/order-cache.ts).
  notifyManager.setScheduler(queueMicrotask);
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isNotSignedIn(error)) onNotSignedIn?.(query.queryKey);
      },
    }),
    defaultOptions: {
      queries: {
        retry: retry ? shouldRetry : false,
        refetchOnWindowFocus: false,
        staleTime: 1_000,
      },
    },
  });
}
