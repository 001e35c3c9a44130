import Decimal from 'decimal.js';
import type { FundamentalData } from '../../../contracts/fundamentals';

type DividendCalendar = FundamentalData<'dividend-calendar'>;

/** `YYYY-MM-DD` one year before `today` (same month and day). */
function yearBefore(today: string): string {
  const year = Number(today.slice(0, 4));
  return `${String(year - 1).padStart(4, '0')}${today.slice(4)}`;
}

/**
 * Trailing twelve-month dividend yield as a fraction: the cash paid per share with an
 * ex-date in the year up to `today`, over the last price. `undefined` without a price.
 */
export function trailingYield(rows: DividendCalendar, price: string | undefined, today: string): string | undefined {
  if (price === undefined) return undefined;
  const last = new Decimal(price);
  if (last.isZero()) return undefined;
  const from = yearBefore(today);
  const paid = rows
    .filter((row) => row.ex_div_date > from && row.ex_div_date <= today && row.amount != null)
    .reduce((sum, row) => sum.plus(row.amount ?? '0'), new Decimal(0));
  return paid.dividedBy(last).toDecimalPlaces(6).toString();
}

/** Newest ex-date first, as a person scans a payment history. */
export function newestFirst(rows: DividendCalendar): DividendCalendar {
  return [...rows].sort((a, b) => b.ex_div_date.localeCompare(a.ex_div_date));
}
