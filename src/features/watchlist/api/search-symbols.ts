import { useQuery } from '@tanstack/react-query';
import { instrumentSearchResultSchema } from '../../../contracts/instruments';
import { apiGet } from '../../../lib/api-client';

/** Matches for the panel's own "add a symbol" box (same route and cache as the header search). */
export function useSymbolMatches(q: string) {
  return useQuery({
    queryKey: ['instruments', 'search', q, 8],
    queryFn: ({ signal }) => apiGet('/api/instruments/search', { q, limit: 8 }, instrumentSearchResultSchema, signal),
    enabled: q.length > 0,
    staleTime: 5 * 60_000,
  });
}
