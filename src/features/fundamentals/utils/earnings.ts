import type { FundamentalData } from '@contracts/fundamentals';
import type { BarGroup } from '@src/components/grouped-bars';
import { fiscalLabel } from './format-figures';

type ForecastEps = FundamentalData<'forecast-eps'>;
type EarningsCalendar = FundamentalData<'earnings-calendar'>;

/** Actual vs estimated EPS per quarter, oldest first (series order: actual, estimate). */
export function epsGroups(rows: ForecastEps): BarGroup[] {
  return [...rows]
    .sort((a, b) => a.fiscal_year - b.fiscal_year || a.fiscal_period - b.fiscal_period)
    .map((row) => ({
      key: `${row.fiscal_year}-${row.fiscal_period}`,
      label: fiscalLabel(row.fiscal_year, row.fiscal_period),
      values: [row.actual ?? undefined, row.est ?? undefined],
    }));
}

/**
 * The next report: the first quarter without a reported EPS (the calendar runs oldest first:
 * docs/protocol.md#fundamentals). The same rule as the watchlist's next-earnings column.
 */
export function nextEarnings(rows: EarningsCalendar): EarningsCalendar[number] | undefined {
  return [...rows]
    .sort((a, b) => a.expected_publish_date.localeCompare(b.expected_publish_date))
    .find((row) => row.eps_actual == null);
}
