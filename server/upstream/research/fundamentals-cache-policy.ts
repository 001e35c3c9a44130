import type { FundamentalOperation } from '@contracts/fundamentals';
import { msUntilNextSessionClose } from '../client/next-session-close';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How often each fundamentals answer can change (docs/protocol.md#fundamentals, refresh times):
 * `intraday` moves with the day's trading (capital flow); `daily` with a session's close
 * (analysts' figures, calendars, estimates, fund prices and returns); `slow` with reports and
 * filings (profiles, statements, fund documents), at most daily as far as a dashboard can tell.
 */
export type FundamentalRefresh = 'intraday' | 'daily' | 'slow';

export const FUNDAMENTAL_REFRESH: Record<FundamentalOperation, FundamentalRefresh> = {
  'company-profile': 'slow',
  'analyst-target-price': 'daily',
  'analyst-rating': 'daily',
  'forecast-eps': 'daily',
  filings: 'daily',
  'earnings-calendar': 'daily',
  'dividend-calendar': 'daily',
  'capital-flow': 'intraday',
  'industry-comparison': 'daily',
  indicators: 'slow',
  income: 'slow',
  'cash-flow': 'slow',
  'balance-sheet': 'slow',
  'financial-alert': 'daily',
  'fund-brief': 'slow',
  'fund-performance': 'daily',
  'fund-net-value': 'daily',
  'fund-holdings': 'daily',
  'fund-dividends': 'daily',
  'fund-rating': 'slow',
  'fund-splits': 'slow',
  'fund-files': 'slow',
  'fund-allocation': 'slow',
};

/**
 * How long an answer fetched at market time `marketNow` is served without asking again:
 * intraday 5 minutes; daily until the next regular close, at most a day; slow a day.
 */
export function fundamentalFreshForMs(operation: FundamentalOperation, marketNow: number): number {
  switch (FUNDAMENTAL_REFRESH[operation]) {
    case 'intraday':
      return 5 * MINUTE;
    case 'daily':
      return Math.min(msUntilNextSessionClose(marketNow), DAY);
    case 'slow':
      return DAY;
  }
}
