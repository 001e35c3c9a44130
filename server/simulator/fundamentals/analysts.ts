import { isUsTradingDay, nextUsTradingDay } from '@market/calendar';
import Decimal from 'decimal.js';
import { uniform } from '../market/hash';
import type { CompanyBasis } from './company-basis';
import { isoDay } from './fiscal-calendar';
import { FSTREAM } from './streams';

const DAY_MS = 86_400_000;

function u(basis: CompanyBasis, n: number): number {
  return uniform(basis.key, FSTREAM.analysts, n);
}

/** Consensus is revised on the first trading day of each month: targets date from then. */
function effectiveDate(nowMs: number): string {
  const now = new Date(nowMs);
  const revisedIn = (monthsBack: number): number => {
    const first = Math.round(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1) / DAY_MS);
    return isUsTradingDay(first) ? first : nextUsTradingDay(first);
  };
  const thisMonth = revisedIn(0);
  // Before this month's first trading day the previous revision still holds.
  return isoDay((thisMonth * DAY_MS <= nowMs ? thisMonth : revisedIn(1)) * DAY_MS);
}

/**
 * Analyst target prices around the previous close (so they hold through the day): the lowest
 * 15..40 % below it, the highest 15..55 % above, the mean and median in between with a tilt
 * to the upside, as brokers' targets usually have.
 */
export function analystTargetPrice(basis: CompanyBasis) {
  const anchor = new Decimal(basis.preClose);
  const low = anchor.times(0.6 + 0.25 * u(basis, 1));
  const high = anchor.times(1.15 + 0.4 * u(basis, 2));
  const mean = low.plus(high.minus(low).times(0.45 + 0.2 * u(basis, 3)));
  const median = mean.times(0.98 + 0.04 * u(basis, 4));
  return {
    symbol: basis.symbol,
    category: 'US_STOCK',
    mean: mean.toFixed(2),
    low: low.toFixed(2),
    high: high.toFixed(2),
    median: median.toFixed(2),
    currency: 'USD',
    effective_start_date: effectiveDate(basis.nowMs),
  };
}

/** Rating counts: 8..55 analysts, split by a per-company lean; the five counts add up to `number`. */
export function analystRating(basis: CompanyBasis) {
  const total = 8 + Math.floor(47 * u(basis, 10));
  const lean = u(basis, 11);
  const weights = [0.15 + 0.4 * lean, 0.25, 0.45 - 0.3 * lean, 0.05, 0.05 * (1 - lean)];
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => Math.floor((total * w) / sum));
  counts[0] = (counts[0] ?? 0) + total - counts.reduce((a, b) => a + b, 0);
  const [strongBuy, buy, hold, underPerform, sell] = counts.map(String);
  return {
    symbol: basis.symbol,
    category: 'US_STOCK',
    number: String(total),
    strong_buy: strongBuy,
    buy,
    hold,
    under_perform: underPerform,
    sell,
    effective_start_date: effectiveDate(basis.nowMs),
  };
}
