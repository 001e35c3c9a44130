import { queryOptions, useQuery } from '@tanstack/react-query';
import { savedDrawingsSchema, type SavedDrawings } from '@contracts/drawings';
import { apiGet } from '@src/lib/api-client';

/** The user's drawings on `symbol` (docs/chart-research.md#drawings). */
export function getDrawings(symbol: string, signal?: AbortSignal): Promise<SavedDrawings> {
  return apiGet('/api/drawings', { symbol }, savedDrawingsSchema, signal);
}

export function drawingsQueryOptions(symbol: string) {
  return queryOptions({
    queryKey: ['drawings', symbol],
    queryFn: ({ signal }) => getDrawings(symbol, signal),
    // The page that shows them is the one that changes them; a save writes the answer back here.
    staleTime: Infinity,
  });
}

/** Read by the chart panel too: a symbol with drawings loads the drawing layer without being asked. */
export function useDrawings(symbol: string) {
  return useQuery(drawingsQueryOptions(symbol));
}
