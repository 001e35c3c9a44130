import { queryOptions, useQuery } from '@tanstack/react-query';
import { instrumentSearchResultSchema, type InstrumentSummary } from '../../../contracts/instruments';
import { apiGet } from '../../../lib/api-client';

/** Best-matching instruments for what the user typed (symbol or name). */
export function searchInstruments(q: string, limit: number, signal?: AbortSignal): Promise<InstrumentSummary[]> {
  return apiGet('/api/instruments/search', { q, limit }, instrumentSearchResultSchema, signal);
}

export function searchInstrumentsQueryOptions(q: string, limit = 10) {
  return queryOptions({
    queryKey: ['instruments', 'search', q, limit],
    queryFn: ({ signal }) => searchInstruments(q, limit, signal),
    // The catalogue changes rarely; a search typed twice should not cost a second request.
    staleTime: 5 * 60_000,
    enabled: q.length > 0,
  });
}

export function useSearchInstruments(q: string, limit = 10) {
  return useQuery(searchInstrumentsQueryOptions(q, limit));
}
