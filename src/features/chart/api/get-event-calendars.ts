import { useQuery } from '@tanstack/react-query';
import { fundamentalQueryOptions } from '@src/api/get-fundamental';

/**
 * Earnings and dividend dates of `symbol` for the chart's markers: the fundamentals panel's
 * calendar entries, so the chart and the panel share one answer. A fund has no stock
 * calendars: the BFF refuses them without an upstream call, and the chart shows no markers.
 */
export function useEventCalendars(symbol: string, enabled: boolean) {
  const earnings = useQuery({ ...fundamentalQueryOptions('earnings-calendar', symbol), enabled });
  const dividends = useQuery({ ...fundamentalQueryOptions('dividend-calendar', symbol), enabled });
  return { earnings: earnings.data?.data, dividends: dividends.data?.data };
}
