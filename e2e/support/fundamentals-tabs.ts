/** The fundamentals panel's tabs for a stock, in the order the panel shows them. */
export const STOCK_TABS = [
  'Profile',
  'Analysts',
  'Earnings',
  'Dividends',
  'Capital flow',
  'Industry',
  'Statements',
  'Indicators',
  'Filings',
] as const;

/** The fundamentals panel's tabs for a fund (an ETF), in the order the panel shows them. */
export const FUND_TABS = [
  'Overview',
  'Performance',
  'Net value',
  'Holdings',
  'Distributions',
  'Rating',
  'Splits',
  'Documents',
  'Allocation',
] as const;
