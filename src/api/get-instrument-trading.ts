import { queryOptions, useQuery } from '@tanstack/react-query';
import { instrumentTradingSchema } from '../contracts/instruments';
import { apiGet } from '../lib/api-client';
import { queryKeys } from './query-keys';

/** `GET /api/instruments/:symbol/trading`: what may be traded how (fractions, shorts, overnight, margin). */
export function instrumentTradingQueryOptions(symbol: string) {
  return queryOptions({
    queryKey: queryKeys.instrumentTrading(symbol),
    queryFn: ({ queryKey, signal }) =>
      apiGet(`/api/instruments/${encodeURIComponent(queryKey[2])}/trading`, {}, instrumentTradingSchema, signal),
    enabled: symbol !== '',
    // The broker changes these rarely (a hard-to-borrow list each morning).
    staleTime: 300_000,
  });
}

export function useInstrumentTrading(symbol: string) {
  return useQuery(instrumentTradingQueryOptions(symbol));
}
