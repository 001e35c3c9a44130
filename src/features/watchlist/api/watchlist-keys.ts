/** Query keys of the watchlist feature, in one place so writes invalidate exactly what they change. */
export const watchlistKeys = {
  all: ['watchlists'] as const,
  list: () => [...watchlistKeys.all, 'list'] as const,
  instruments: (id: string) => [...watchlistKeys.all, id, 'instruments'] as const,
};

/** Ids of lists the provider has not confirmed yet (optimistic create) start with this. */
export const PENDING_ID_PREFIX = 'pending:';

export function isPendingId(id: string): boolean {
  return id.startsWith(PENDING_ID_PREFIX);
}
