import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { watchlistKeys } from './watchlist-keys';

type OptimisticWrite<TVars, TData, TCache> = {
  /** The cache entry changed at once, before the provider answers. */
  queryKey: QueryKey;
  mutationFn: (vars: TVars) => Promise<TData>;
  /** The cache as it should look if the provider accepts the write. */
  apply: (current: TCache, vars: TVars) => TCache;
  /** What the user tried, for the message when it is refused: "Could not rename the list". */
  failure: (vars: TVars) => string;
  /** Called with the sentence to show when the provider refuses. */
  onRefused: (message: string) => void;
  onSuccess?: (data: TData, vars: TVars) => void;
};

/** "Could not rename …: <the provider's reason>". */
export function refusalText(what: string, error: unknown): string {
  const reason = error instanceof Error && error.message !== '' ? error.message : 'the provider refused';
  return `${what}: ${reason}`;
}

/**
 * A write shown at once and rolled back if it fails. Whatever the outcome, every watchlist
 * query is refetched afterwards so the screen ends up showing the provider's truth.
 */
export function useOptimisticWrite<TVars, TData, TCache>(write: OptimisticWrite<TVars, TData, TCache>) {
  const client = useQueryClient();
  const { queryKey, apply, failure, onRefused, onSuccess } = write;
  return useMutation({
    mutationFn: write.mutationFn,
    onMutate: async (vars: TVars) => {
      await client.cancelQueries({ queryKey });
      const previous = client.getQueryData<TCache>(queryKey);
      if (previous !== undefined) client.setQueryData<TCache>(queryKey, apply(previous, vars));
      return { previous };
    },
    onError: (error, vars, context) => {
      if (context?.previous !== undefined) client.setQueryData(queryKey, context.previous);
      onRefused(refusalText(failure(vars), error));
    },
    onSuccess: (data, vars) => {
      onSuccess?.(data, vars);
    },
    onSettled: () => client.invalidateQueries({ queryKey: watchlistKeys.all }),
  });
}
