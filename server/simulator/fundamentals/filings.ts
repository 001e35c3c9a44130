import type { CompanyBasis } from './company-basis';
import { isoDay, quarterOf, reportDayMs } from './fiscal-calendar';

const THREE_YEARS_MS = 3 * 365 * 86_400_000;

/**
 * Filings of the last three years, newest first: each report day brings an 8-K (the earnings
 * release) and a 10-Q, or a 10-K for the fourth quarter; dates are the report days. They are
 * simulated, so they carry no `url`: nothing links simulated data to a real site.
 */
export function filings(basis: CompanyBasis) {
  const list = [];
  for (let index = basis.latest; reportDayMs(basis.key, index) >= basis.nowMs - THREE_YEARS_MS; index -= 1) {
    const { fiscal_year, fiscal_period } = quarterOf(index);
    const day = isoDay(reportDayMs(basis.key, index));
    const form = fiscal_period === 4 ? '10-K' : '10-Q';
    const what =
      fiscal_period === 4
        ? `Annual report for fiscal year ${String(fiscal_year)}`
        : `Quarterly report for Q${String(fiscal_period)} ${String(fiscal_year)}`;
    list.push({ title: `${form} ${what} (simulated)`, publish_date: day });
    list.push({
      title: `8-K Results of operations, Q${String(fiscal_period)} ${String(fiscal_year)} (simulated)`,
      publish_date: day,
    });
  }
  return { symbol: basis.symbol, category: 'US_STOCK', filings: list };
}
