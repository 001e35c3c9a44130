import { fiscalLabel } from './format-figures';

type PeriodRow = { fiscal_year: number; fiscal_period: number; end_date: string } & Record<string, unknown>;

export type StatementTable = {
  /** Column headings, oldest period first so the trend reads left to right. */
  periods: { key: string; label: string; endDate: string }[];
  /** One row per line item that has at least one figure; values align with `periods`. */
  rows: { field: string; values: (string | undefined)[] }[];
};

function figureOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * Turns the provider's statements (one object per period, newest first: docs/protocol.md#fundamentals)
 * into a table with periods as columns, oldest first, keeping `fields` in the given order.
 */
export function toStatementTable(periods: readonly PeriodRow[], fields: readonly string[]): StatementTable {
  const oldestFirst = [...periods].sort((a, b) => a.end_date.localeCompare(b.end_date));
  const rows = fields
    .map((field) => ({ field, values: oldestFirst.map((period) => figureOf(period[field])) }))
    .filter((row) => row.values.some((value) => value !== undefined));
  return {
    periods: oldestFirst.map((period) => ({
      key: `${period.fiscal_year}-${period.fiscal_period}-${period.end_date}`,
      label: fiscalLabel(period.fiscal_year, period.fiscal_period),
      endDate: period.end_date,
    })),
    rows,
  };
}

/** `"diluted_eps_incl_extra"` -> a readable line-item name. */
export function lineItemLabel(field: string): string {
  return LINE_ITEM_LABELS[field] ?? field.replaceAll('_', ' ').replace(/^./, (c) => c.toUpperCase());
}

/** Line items that are per-share figures rather than amounts. */
export function isPerShare(field: string): boolean {
  return field.includes('eps') || field === 'dps';
}

const LINE_ITEM_LABELS: Record<string, string> = {
  total_revenue: 'Total revenue',
  cost_of_revenue: 'Cost of revenue',
  gross_profit: 'Gross profit',
  opex: 'Operating expenses',
  sga_exp: 'SG&A expenses',
  rnd_exp: 'R&D expenses',
  op_income: 'Operating income',
  ebt: 'Income before tax',
  eat: 'Income after tax',
  net_income: 'Net income',
  diluted_avg_shares: 'Diluted avg. shares',
  diluted_eps_excl_extra: 'Diluted EPS excl. extra items',
  diluted_eps_incl_extra: 'Diluted EPS',
  dps: 'Dividend per share',
  total_assets: 'Total assets',
  total_cur_assets: 'Current assets',
  cash_st_invest: 'Cash & short-term investments',
  total_liab: 'Total liabilities',
  total_cur_liab: 'Current liabilities',
  total_debt: 'Total debt',
  total_equity: 'Total equity',
  total_sh_equity: "Shareholders' equity",
  retained_earnings: 'Retained earnings',
  common_shares_out: 'Shares outstanding',
  cfo: 'Cash from operations',
  dna: 'Depreciation & amortization',
  cfi: 'Cash from investing',
  capex: 'Capital expenditures',
  cff: 'Cash from financing',
  net_change_cash: 'Net change in cash',
};
