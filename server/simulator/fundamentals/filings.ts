import type { CompanyBasis } from './company-basis';
import { isoDay, quarterOf, reportDayMs } from './fiscal-calendar';

const THREE_YEARS_MS = 3 * 365 * 86_400_000;

/**
 * SEC filings of the last three years, newest first: each report day brings an 8-K (the
 * earnings release) and a 10-Q, or a 10-K for the fourth quarter; dates are the report days.
 */
export function filings(basis: CompanyBasis) {
  const cik = String(basis.key % 2_000_000).padStart(10, '0');
  const list = [];
  for (let index = basis.latest; reportDayMs(basis.key, index) >= basis.nowMs - THREE_YEARS_MS; index -= 1) {
    const { fiscal_year, fiscal_period } = quarterOf(index);
    const day = isoDay(reportDayMs(basis.key, index));
    const form = fiscal_period === 4 ? '10-K' : '10-Q';
    const what =
      fiscal_period === 4
        ? `Annual report for fiscal year ${String(fiscal_year)}`
        : `Quarterly report for Q${String(fiscal_period)} ${String(fiscal_year)}`;
    const base = `https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany&CIK=${cik}`;
    list.push({
      title: `${form} ${what}`,
      url: `${base}&type=${form}&dateb=${day.replaceAll('-', '')}`,
      publish_date: day,
    });
    list.push({
      title: `8-K Results of operations, Q${String(fiscal_period)} ${String(fiscal_year)}`,
      url: `${base}&type=8-K&dateb=${day.replaceAll('-', '')}`,
      publish_date: day,
    });
  }
  return { symbol: basis.symbol, category: 'US_STOCK', filings: list };
}
