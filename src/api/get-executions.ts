import { queryOptions, useQuery } from '@tanstack/react-query';
import { executionListSchema, type ExecutionList } from '../contracts/executions';
import { apiGet } from '../lib/api-client';
import { queryKeys } from './query-keys';

/** `GET /api/accounts/:accountId/executions[?client_order_id=]` */
export function getExecutions(accountId: string, clientOrderId: string, signal?: AbortSignal): Promise<ExecutionList> {
  return apiGet(
    `/api/accounts/${encodeURIComponent(accountId)}/executions`,
    clientOrderId === '' ? {} : { client_order_id: clientOrderId },
    executionListSchema,
    signal,
  );
}

/**
 * The account's executions (`clientOrderId` empty) or one order's. Read again after each
 * `account/<id>` update, which follows every fill (docs/trading.md#executions).
 */
export function executionsQueryOptions(accountId: string | undefined, clientOrderId = '') {
  return queryOptions({
    queryKey: queryKeys.executions(accountId ?? '', clientOrderId),
    queryFn: ({ queryKey, signal }) => getExecutions(queryKey[1], queryKey[3], signal),
    enabled: accountId !== undefined && accountId !== '',
    staleTime: 30_000,
  });
}

export function useExecutions(accountId: string | undefined, clientOrderId = '') {
  return useQuery(executionsQueryOptions(accountId, clientOrderId));
}
