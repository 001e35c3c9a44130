import Decimal from 'decimal.js';
import { uniform } from '../market/hash';
import type { CompanyBasis } from './company-basis';
import { quarterEps, quarterEpsEstimate } from './eps-history';
import { isoDay, isReported, quarterOf, reportDayMs } from './fiscal-calendar';
import { quarterIncome } from './income-model';
import { FSTREAM } from './streams';

const DAY_MS = 86_400_000;
const HALF_YEAR_MS = 183 * DAY_MS;

function revenueEstimate(basis: CompanyBasis, index: number): string {
  const revenue = quarterIncome(basis, index).revenue;
  return revenue
    .times(0.97 + 0.05 * uniform(basis.key, FSTREAM.revenueSurprise, index))
    .round()
    .toFixed(0);
}

/**
 * Earnings calendar: every quarter whose report day falls within half a year either side of
 * nowMs, oldest first; reported quarters carry actuals (the same EPS as the income statement),
 * upcoming ones only estimates. Mirrors the provider's window (see the SDK's docstring).
 */
export function earningsCalendar(basis: CompanyBasis) {
  const rows = [];
  for (let index = basis.latest - 3; index <= basis.latest + 3; index += 1) {
    const day = reportDayMs(basis.key, index);
    if (Math.abs(day - basis.nowMs) > HALF_YEAR_MS) continue;
    const reported = isReported(basis.key, index, basis.nowMs);
    rows.push({
      ...quarterOf(index),
      currency: 'USD',
      expected_publish_date: isoDay(day),
      eps_actual: reported ? quarterEps(basis, index) : null,
      eps_est: quarterEpsEstimate(basis, index),
      rev_actual: reported ? quarterIncome(basis, index).revenue.toFixed(0) : null,
      rev_est: revenueEstimate(basis, index),
    });
  }
  return rows;
}

/** The next report day after nowMs (YYYY-MM-DD): always in the future of market time. */
export function nextEarningsDate(basis: CompanyBasis): string {
  return isoDay(reportDayMs(basis.key, basis.latest + 1));
}

/** The four newest reported quarters and the next one's consensus, oldest first (max 5 rows). */
export function forecastEps(basis: CompanyBasis) {
  return [3, 2, 1, 0, -1].map((back) => {
    const index = basis.latest - back;
    const reported = back >= 0;
    return {
      ...quarterOf(index),
      actual: reported ? quarterEps(basis, index) : null,
      est: quarterEpsEstimate(basis, index),
      reported,
    };
  });
}

/** The next report: its release window (+/- 3 days around the expected day) and last year's figures. */
export function financialAlert(basis: CompanyBasis) {
  const next = basis.latest + 1;
  const day = reportDayMs(basis.key, next);
  return {
    start_date: isoDay(day - 3 * DAY_MS),
    end_date: isoDay(day + 3 * DAY_MS),
    ...quarterOf(next),
    currency: 'USD',
    eps_est: quarterEpsEstimate(basis, next),
    eps_ly: quarterEps(basis, next - 4),
    rev_est: revenueEstimate(basis, next),
    rev_ly: new Decimal(quarterIncome(basis, next - 4).revenue).toFixed(0),
  };
}
