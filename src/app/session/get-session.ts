import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionInfoSchema, type SessionInfo } from '@contracts/session';
import { apiGet } from '@src/lib/api-client';

export const SESSION_QUERY_KEY = ['session'] as const;

/** Who the browser talks to (paper or live); fails with "not signed in" without a session. */
export function getSession(signal?: AbortSignal): Promise<SessionInfo> {
  return apiGet('/api/session', {}, sessionInfoSchema, signal);
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => getSession(signal),
    staleTime: Infinity,
  });
}

export function useSession() {
  return useQuery(sessionQueryOptions());
}
