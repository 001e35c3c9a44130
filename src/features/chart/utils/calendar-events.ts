import type { FundamentalData } from '@contracts/fundamentals';
import type { CalendarEvent } from './event-markers';

/** Earnings report dates and dividend ex-dates as chart events (docs/protocol.md#fundamentals, calendars). */
export function toCalendarEvents(
  earnings: FundamentalData<'earnings-calendar'> | undefined,
  dividends: FundamentalData<'dividend-calendar'> | undefined,
): CalendarEvent[] {
  const earningsEvents = (earnings ?? []).map((row) => {
    const period = row.fiscal_period === 0 ? `FY ${row.fiscal_year}` : `Q${row.fiscal_period} ${row.fiscal_year}`;
    return {
      kind: 'earnings' as const,
      date: row.expected_publish_date,
      text: `Earnings ${period} (${row.expected_publish_date})`,
    };
  });
  const dividendEvents = (dividends ?? []).map((row) => ({
    kind: 'dividend' as const,
    date: row.ex_div_date,
    text: `Ex-dividend ${row.amount ?? ''} (${row.ex_div_date})`.replace('  ', ' '),
  }));
  return [...earningsEvents, ...dividendEvents];
}
