/** The panel's tabs for a stock; each one fetches its own operations when opened. */
export const STOCK_TABS = [
  { id: 'profile', label: 'Profile' },
  { id: 'analysts', label: 'Analysts' },
  { id: 'earnings', label: 'Earnings' },
  { id: 'dividends', label: 'Dividends' },
  { id: 'capital-flow', label: 'Capital flow' },
  { id: 'industry', label: 'Industry' },
  { id: 'statements', label: 'Statements' },
  { id: 'indicators', label: 'Indicators' },
  { id: 'filings', label: 'Filings' },
] as const;

/** The panel's tabs for a fund (ETF): the provider's fund operations (docs/protocol.md#fundamentals). */
export const FUND_TABS = [
  { id: 'fund-brief', label: 'Overview' },
  { id: 'fund-performance', label: 'Performance' },
  { id: 'fund-net-value', label: 'Net value' },
  { id: 'fund-holdings', label: 'Holdings' },
  { id: 'fund-dividends', label: 'Distributions' },
  { id: 'fund-rating', label: 'Rating' },
  { id: 'fund-splits', label: 'Splits' },
  { id: 'fund-files', label: 'Documents' },
  { id: 'fund-allocation', label: 'Allocation' },
] as const;

export type StockTabId = (typeof STOCK_TABS)[number]['id'];
export type FundTabId = (typeof FUND_TABS)[number]['id'];
export type TabId = StockTabId | FundTabId;
export type TabDefinition = { id: TabId; label: string };
