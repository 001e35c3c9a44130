import { queryOptions, useQuery } from '@tanstack/react-query';
import { positionListSchema, type PositionList } from '../contracts/portfolio';
import { apiGet } from '../lib/api-client';
import { queryKeys } from './query-keys';

/** `GET /api/accounts/:accountId/positions` */
export function getPositions(accountId: string, signal?: AbortSignal): Promise<PositionList> {
  return apiGet(`/api/accounts/${encodeURIComponent(accountId)}/positions`, {}, positionListSchema, signal);
}

/** The account's positions; kept fresh by the `account/<id>` topic like the balance. */
export function positionsQueryOptions(accountId: string | undefined) {
  return queryOptions({
    queryKey: queryKeys.positions(accountId ?? ''),
    queryFn: ({ queryKey, signal }) => getPositions(queryKey[1], signal),
    enabled: accountId !== undefined && accountId !== '',
    staleTime: 30_000,
  });
}

export function usePositions(accountId: string | undefined) {
  return useQuery(positionsQueryOptions(accountId));
}
