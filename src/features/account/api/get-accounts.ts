import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountListSchema, type Account } from '@contracts/accounts';
import { apiGet } from '@src/lib/api-client';

/** The trading accounts this app key may use. */
export function getAccounts(signal?: AbortSignal): Promise<Account[]> {
  return apiGet('/api/accounts', {}, accountListSchema, signal);
}

export function accountsQueryOptions() {
  return queryOptions({
    queryKey: ['accounts'],
    queryFn: ({ signal }) => getAccounts(signal),
    // The provider allows few account-list calls (10 per 30 s); accounts rarely change.
    staleTime: 5 * 60_000,
  });
}

export function useAccounts() {
  return useQuery(accountsQueryOptions());
}
