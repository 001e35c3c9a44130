import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { savedLayoutSchema, type Layout, type SavedLayout } from '@contracts/layout';
import { apiGet, apiSend } from '../lib/api-client';

/** `GET /api/layout`: the signed-in user's saved layout, or `layout: null` (docs/layout.md). */
export function getLayout(signal?: AbortSignal): Promise<SavedLayout> {
  return apiGet('/api/layout', {}, savedLayoutSchema, signal);
}

/** `PUT /api/layout`: replaces the saved layout. */
export function saveLayout(layout: Layout): Promise<SavedLayout> {
  return apiSend('PUT', '/api/layout', layout, savedLayoutSchema);
}

/** `DELETE /api/layout`: back to the default layout. */
export function deleteLayout(): Promise<undefined> {
  return apiSend('DELETE', '/api/layout', undefined, z.undefined());
}

export const LAYOUT_QUERY_KEY = ['layout'] as const;

/** The saved layout, read once per page: later changes are this page's own writes. */
export function layoutQueryOptions() {
  return queryOptions({
    queryKey: LAYOUT_QUERY_KEY,
    queryFn: ({ signal }) => getLayout(signal),
    staleTime: Infinity,
  });
}
