import { useQuery } from '@tanstack/react-query';
import { fundamentalQueryOptions } from '@src/api/get-fundamental';

/**
 * Earnings and dividend dates of `symbol` for the chart's markers: the fundamentals panel's
 * calendar entries, so the chart and the panel share one answer. A fund has no stock
 * calendars: the BFF refuses them without an upstream call, and the chart shows no markers.
 * They decorate the candles, so they are asked at the BFF's secondary priority, and the caller
 * enables them only once the candles are there (docs/architecture.md#the-call-budget).
 */
export function useEventCalendars(symbol: string, enabled: boolean) {
  const earnings = useQuery({ ...fundamentalQueryOptions('earnings-calendar', symbol, {}, 'secondary'), enabled });
  const dividends = useQuery({ ...fundamentalQueryOptions('dividend-calendar', symbol, {}, 'secondary'), enabled });
  return { earnings: earnings.data?.data, dividends: dividends.data?.data };
}
