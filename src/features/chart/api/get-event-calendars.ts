import { queryOptions, useQuery } from '@tanstack/react-query';
import { fundamentalsResponseSchema } from '../../../contracts/fundamentals';
import { apiGet } from '../../../lib/api-client';

const HOUR = 3_600_000;

// Same route, parameters and cache key as the fundamentals panel's calendar tabs, so the chart
// and the panel share one answer. Calendars change at most daily (BFF keeps them 1 h).
function calendarQuery<Op extends 'earnings-calendar' | 'dividend-calendar'>(operation: Op, symbol: string, enabled: boolean) {
  return queryOptions({
    queryKey: ['fundamentals', operation, symbol, {}],
    queryFn: ({ signal }) => apiGet(`/api/fundamentals/${operation}`, { symbol }, fundamentalsResponseSchema(operation), signal),
    staleTime: HOUR,
    gcTime: HOUR,
    enabled,
  });
}

/**
 * Earnings and dividend dates of `symbol` for the chart's markers. A fund has no stock
 * calendars: the BFF refuses them without an upstream call, and the chart shows no markers.
 */
export function useEventCalendars(symbol: string, enabled: boolean) {
  const earnings = useQuery(calendarQuery('earnings-calendar', symbol, enabled));
  const dividends = useQuery(calendarQuery('dividend-calendar', symbol, enabled));
  return { earnings: earnings.data?.data, dividends: dividends.data?.data };
}
