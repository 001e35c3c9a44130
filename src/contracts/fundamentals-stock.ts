import { z } from 'zod';
import { decimalString } from './common';

// Stock fundamentals' `data`, field names as the provider writes them (docs/protocol.md#fundamentals). The
// provider marks no response field as required, so every figure may be absent or null; the
// fields the UI keys rows on (fiscal year and period, dates) are required.
const num = decimalString.nullish();
const text = z.string().nullish();
const int = z.number().int();

/** Statement and indicator period kind; the provider's default is QUARTERLY. */
export const STATEMENT_TYPES = ['ANNUAL', 'QUARTERLY'] as const;
export const statementTypeSchema = z.enum(STATEMENT_TYPES);

/** `sort_by` of industry comparison (provider default EPS_TTM). */
export const INDUSTRY_SORTS = [
  'EPS_TTM',
  'NAPS',
  'DPS_TTM',
  'ROE',
  'DEBT_TO_ASSETS',
  'NET_MARGIN',
  'DIV_YIELD_TTM',
  'PE_TTM',
  'PB_RATIO',
] as const;
export const industrySortSchema = z.enum(INDUSTRY_SORTS);

export const DIVIDEND_TYPES = [
  'CASH_DIVIDEND',
  'STOCK_DIVIDEND',
  'SCRIP_DIVIDEND',
  'RETURN_OF_CAPITAL',
  'INTEREST_PRINCIPAL_PAYMENT',
  'DIVIDEND_REINVESTMENT',
  'TRUST_INCOME_DISTRIBUTION',
] as const;

/** The eight keys of the indicators operation (docs/protocol.md#fundamentals). */
export const INDICATOR_KEYS = [
  'roa',
  'roe',
  'diluted_eps_incl_extra',
  'net_margin',
  'debt_to_assets',
  'naps',
  'ocf_ps',
  'cap_surplus_ps',
] as const;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD');

export const companyProfileSchema = z.object({
  symbol: z.string(),
  category: text,
  company_name: text,
  establish_date: text,
  exhibition_code: text,
  profile: text,
  employees: text,
  address: text,
  ceo: text,
  industries: z.array(z.string()).nullish(),
});

export const analystTargetPriceSchema = z.object({
  symbol: z.string(),
  category: text,
  mean: num,
  low: num,
  high: num,
  median: num,
  currency: text,
  effective_start_date: text,
});

export const analystRatingSchema = z.object({
  symbol: z.string(),
  category: text,
  number: num,
  strong_buy: num,
  buy: num,
  hold: num,
  under_perform: num,
  sell: num,
  effective_start_date: text,
});

/** Up to 5 rows, oldest first: the last reported quarters plus the next forecast. */
export const forecastEpsSchema = z.array(
  z.object({ fiscal_year: int, fiscal_period: int, actual: num, est: num, reported: z.boolean().nullish() }),
);

export const filingsSchema = z.object({
  symbol: z.string(),
  category: text,
  filings: z.array(z.object({ title: z.string(), url: text, publish_date: isoDate })),
});

/** Oldest first; a row without `eps_actual` is not reported yet. */
export const earningsCalendarSchema = z.array(
  z.object({
    fiscal_year: int,
    fiscal_period: int,
    currency: text,
    expected_publish_date: isoDate,
    eps_actual: num,
    eps_est: num,
    rev_actual: num,
    rev_est: num,
  }),
);

export const dividendCalendarSchema = z.array(
  z.object({
    symbol: z.string(),
    market: text,
    currency: text,
    amount: num,
    div_type: z.enum(DIVIDEND_TYPES).nullish(),
    declare_date: text,
    ex_div_date: isoDate,
    record_date: text,
    pay_date: text,
  }),
);

/** Oldest first; `date` is YYYYMMDD as the provider writes it. */
export const capitalFlowSchema = z.array(
  z.object({
    date: z.string(),
    large_in: num,
    large_out: num,
    medium_in: num,
    medium_out: num,
    small_in: num,
    small_out: num,
  }),
);

export const industryComparisonSchema = z.object({
  fiscal_year: int.nullish(),
  fiscal_period: int.nullish(),
  industry_name: text,
  type: text,
  data: z.array(z.object({ symbol: z.string(), name: text, rank: int, value: num })),
});

const period = { fiscal_year: int, fiscal_period: int, end_date: z.string(), currency: text, publish_date: text };

export const INCOME_FIELDS = [
  'total_revenue',
  'revenue',
  'cost_of_revenue',
  'gross_profit',
  'opex',
  'sga_exp',
  'rnd_exp',
  'op_income',
  'other_net_income',
  'ebt',
  'income_tax',
  'eat',
  'ni_pre_extra',
  'extra_items',
  'net_income',
  'ni_common_excl_extra',
  'ni_common_incl_extra',
  'diluted_ni',
  'diluted_avg_shares',
  'diluted_eps_excl_extra',
  'diluted_eps_incl_extra',
  'dps',
  'diluted_norm_eps',
  'op_profit',
  'eat_alt',
  'ebt_alt',
  'unusual_expense_income',
  'inter_inc_expse_net_non_oper',
  'gain_loss_on_sale_of_assets',
  'minority_interest',
] as const;

export const BALANCE_SHEET_FIELDS = [
  'total_assets',
  'total_cur_assets',
  'cash_st_invest',
  'cash',
  'cash_equiv',
  'st_invest',
  'total_recv_net',
  'ar_trade_net',
  'total_inv',
  'other_cur_assets',
  'total_non_cur_assets',
  'ppe_net',
  'ppe_gross',
  'acc_depre',
  'lt_invest',
  'other_lt_assets',
  'total_liab',
  'total_cur_liab',
  'ap',
  'notes_st_debt',
  'cur_lt_debt_lease',
  'other_cur_liab',
  'total_non_cur_liab',
  'total_lt_debt',
  'lt_debt',
  'total_debt',
  'other_liab',
  'total_equity',
  'total_sh_equity',
  'common_stock',
  'apic',
  'retained_earnings',
  'other_equity',
  'total_liab_sh_equity',
  'common_shares_out',
  'prepaid_expenses',
  'accrued_expenses',
  'goodwill_net',
  'intangibles_net',
  'note_rece_long_term',
  'capital_lease_obligations',
  'minority_interest',
  'non_redeemable_preferred_stock',
] as const;

export const CASH_FLOW_FIELDS = [
  'cfo',
  'net_income',
  'dna',
  'deferred_tax',
  'non_cash_items',
  'wc_change',
  'cfi',
  'capex',
  'other_cfi_items',
  'cff',
  'cff_items',
  'net_stock_iss_ret',
  'net_debt_iss_ret',
  'fx_effects',
  'net_change_cash',
  'interest_paid',
  'taxes_paid',
] as const;

function lineItems<const K extends string>(keys: readonly K[]): Record<K, typeof num> {
  return Object.fromEntries(keys.map((k) => [k, num])) as Record<K, typeof num>;
}

/** Statements: newest first; `fiscal_period` 0 = full year, 1-4 = quarter. */
export const incomeSchema = z.array(z.object({ ...period, ...lineItems(INCOME_FIELDS) }));
export const balanceSheetSchema = z.array(z.object({ ...period, ...lineItems(BALANCE_SHEET_FIELDS) }));
export const cashFlowSchema = z.array(z.object({ ...period, ...lineItems(CASH_FLOW_FIELDS) }));

/** `values[key]` lists one figure per period, newest first. */
export const indicatorsSchema = z.object({
  currency: text,
  values: z.partialRecord(
    z.enum(INDICATOR_KEYS),
    z.array(z.object({ fiscal_year: int, fiscal_period: int, value: num })),
  ),
});

export const financialAlertSchema = z.object({
  start_date: text,
  end_date: text,
  fiscal_year: int.nullish(),
  fiscal_period: int.nullish(),
  currency: text,
  eps_est: num,
  eps_ly: num,
  rev_est: num,
  rev_ly: num,
});
