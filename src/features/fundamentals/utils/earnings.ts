import type { FundamentalData } from '../../../contracts/fundamentals';
import type { BarGroup } from '../../../components/grouped-bars';
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

/** The first expected publish date on or after `today` (YYYY-MM-DD, US Eastern). */
export function nextEarnings(rows: EarningsCalendar, today: string): EarningsCalendar[number] | undefined {
  return [...rows]
    .filter((row) => row.expected_publish_date >= today)
    .sort((a, b) => a.expected_publish_date.localeCompare(b.expected_publish_date))[0];
}
