import { queryOptions, useQuery } from '@tanstack/react-query';
import { balanceSchema, type Balance } from '../contracts/portfolio';
import { apiGet } from '../lib/api-client';
import { queryKeys } from './query-keys';

/** `GET /api/accounts/:accountId/balance` */
export function getBalance(accountId: string, signal?: AbortSignal): Promise<Balance> {
  return apiGet(`/api/accounts/${encodeURIComponent(accountId)}/balance`, {}, balanceSchema, signal);
}

/**
 * The account's balance. The `account/<id>` topic writes fresh values into this entry, so it
 * is read again over REST only when the live link has been down (docs/trading.md).
 */
export function balanceQueryOptions(accountId: string | undefined) {
  return queryOptions({
    queryKey: queryKeys.balance(accountId ?? ''),
    queryFn: ({ queryKey, signal }) => getBalance(queryKey[1], signal),
    enabled: accountId !== undefined && accountId !== '',
    staleTime: 30_000,
  });
}

export function useBalance(accountId: string | undefined) {
  return useQuery(balanceQueryOptions(accountId));
}
