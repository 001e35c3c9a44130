import { queryOptions, useQuery } from '@tanstack/react-query';
import { alertFiringListSchema, type AlertFiringList } from '../contracts/alerts';
import { apiGet } from '../lib/api-client';
import { queryKeys } from './query-keys';

/** How many of the newest firings the log shows. */
export const FIRINGS_SHOWN = 100;

/** `GET /api/alerts/firings`: the newest firings first. */
export function getAlertFirings(limit = FIRINGS_SHOWN, signal?: AbortSignal): Promise<AlertFiringList> {
  return apiGet('/api/alerts/firings', { limit }, alertFiringListSchema, signal);
}

export function alertFiringsQueryOptions(limit = FIRINGS_SHOWN) {
  return queryOptions({
    queryKey: queryKeys.alertFirings(limit),
    queryFn: ({ signal }) => getAlertFirings(limit, signal),
    staleTime: 30_000,
  });
}

export function useAlertFirings(enabled = true) {
  return useQuery({ ...alertFiringsQueryOptions(), enabled });
}
