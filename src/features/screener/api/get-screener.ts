import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet, type QueryParams } from '@src/lib/api-client';

/** Screeners move with the market; the BFF keeps them fresh for 15 s, so ask at most this often. */
export const SCREENER_REFRESH_MS = 20_000;

/**
 * One screener answer, refreshed while `live` (the tab is shown). TanStack Query also pauses
 * the interval while the browser tab is hidden.
 */
export function useScreener<T>(path: string, params: QueryParams, schema: z.ZodType<T>, live: boolean) {
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- each path has one schema
  return useQuery({
    queryKey: ['screeners', path, params],
    queryFn: ({ signal }) => apiGet(path, params, schema, signal),
    enabled: live,
    refetchInterval: live ? SCREENER_REFRESH_MS : false,
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
}
