import { queryOptions, useQuery } from '@tanstack/react-query';
import { instrumentSearchResultSchema, type InstrumentSummary } from '../contracts/instruments';
import { apiGet } from '../lib/api-client';
import { queryKeys } from './query-keys';

/** Matches asked for per search: one number for every caller, so they share cache entries. */
export const SEARCH_LIMIT = 10;

/** Best-matching instruments for what the user typed (symbol or name). */
export function searchInstruments(q: string, signal?: AbortSignal): Promise<InstrumentSummary[]> {
  return apiGet('/api/instruments/search', { q, limit: SEARCH_LIMIT }, instrumentSearchResultSchema, signal);
}

export function searchInstrumentsQueryOptions(q: string) {
  return queryOptions({
    queryKey: queryKeys.instrumentSearch(q, SEARCH_LIMIT),
    queryFn: ({ signal }) => searchInstruments(q, signal),
    // The catalogue changes rarely; a search typed twice should not cost a second request.
    staleTime: 5 * 60_000,
    enabled: q.length > 0,
  });
}

export function useSearchInstruments(q: string) {
  return useQuery(searchInstrumentsQueryOptions(q));
}
