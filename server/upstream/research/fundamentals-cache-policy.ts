import type { FundamentalOperation } from '@contracts/fundamentals';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * How long each fundamentals answer is served without asking upstream again, fitted to how
 * often it changes: profiles, statements and fund documents move with quarterly reports (6 h);
 * calendars, analyst figures and fund prices within a day (1 h); capital flow intraday (5 min).
 */
export const FUNDAMENTAL_TTL_MS: Record<FundamentalOperation, number> = {
  'company-profile': 6 * HOUR,
  'analyst-target-price': HOUR,
  'analyst-rating': HOUR,
  'forecast-eps': HOUR,
  filings: 6 * HOUR,
  'earnings-calendar': HOUR,
  'dividend-calendar': HOUR,
  'capital-flow': 5 * MINUTE,
  'industry-comparison': 6 * HOUR,
  indicators: 6 * HOUR,
  income: 6 * HOUR,
  'cash-flow': 6 * HOUR,
  'balance-sheet': 6 * HOUR,
  'financial-alert': HOUR,
  'fund-brief': 6 * HOUR,
  'fund-performance': HOUR,
  'fund-net-value': HOUR,
  'fund-holdings': 6 * HOUR,
  'fund-dividends': HOUR,
  'fund-rating': 6 * HOUR,
  'fund-splits': 6 * HOUR,
  'fund-files': 6 * HOUR,
  'fund-allocation': 6 * HOUR,
};
