import Decimal from 'decimal.js';
import type { FundamentalData } from '@contracts/fundamentals';

type DividendCalendar = FundamentalData<'dividend-calendar'>;

const DAY_MS = 86_400_000;

/**
 * Cash per share over a year: the latest amount times the payments a year, read from the
 * median gap between ex-dates (about 91 days for quarterly payers). The same rule as the
 * watchlist's yield column, so both show one figure.
 */
export function annualDividend(rows: DividendCalendar): Decimal | undefined {
  const paid = rows
    .flatMap((row) => (row.amount == null ? [] : [{ date: row.ex_div_date, amount: row.amount }]))
    .sort((a, b) => a.date.localeCompare(b.date));
  const latest = paid.at(-1);
  if (latest === undefined) return undefined;
  const gaps = paid
    .slice(1)
    .map((row, index) => (Date.parse(row.date) - Date.parse(paid[index]?.date ?? row.date)) / DAY_MS)
    .sort((a, b) => a - b);
  const median = gaps[Math.floor(gaps.length / 2)];
  const perYear = median === undefined || median <= 0 ? 1 : Math.min(12, Math.max(1, Math.round(365 / median)));
  return new Decimal(latest.amount).times(perYear);
}

/** Annual dividend over the last price, as a fraction; `undefined` without either. */
export function dividendYield(rows: DividendCalendar, price: string | undefined): string | undefined {
  const annual = annualDividend(rows);
  if (annual === undefined || price === undefined || new Decimal(price).lte(0)) return undefined;
  return annual.dividedBy(price).toFixed(4);
}

/** Newest ex-date first, as a person scans a payment history. */
export function newestFirst(rows: DividendCalendar): DividendCalendar {
  return [...rows].sort((a, b) => b.ex_div_date.localeCompare(a.ex_div_date));
}
