import { queryOptions, useQuery } from '@tanstack/react-query';
import { alertListSchema, type AlertList } from '../contracts/alerts';
import { apiGet } from '../lib/api-client';
import { queryKeys } from './query-keys';

/** `GET /api/alerts`: every alert the user keeps (active, paused, done, expired). */
export function getAlerts(signal?: AbortSignal): Promise<AlertList> {
  return apiGet('/api/alerts', {}, alertListSchema, signal);
}

export function alertsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.alertList(),
    queryFn: ({ signal }) => getAlerts(signal),
    // Kept current by the `alerts/<user>` notice's revision and by this tab's own writes; the
    // watch state's words (market closed until...) are read again now and then.
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

/** The alerts list; read by the Alerts panel, the chart's alert lines and the header's badge. */
export function useAlerts() {
  return useQuery(alertsQueryOptions());
}
