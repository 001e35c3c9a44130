import type Decimal from 'decimal.js';
import { quarterBalance } from './balance-model';
import { cashFlowFor, type CashFlowFigures } from './cash-flow-model';
import type { CompanyBasis } from './company-basis';
import { annualIncome, quarterIncome, type IncomeFigures } from './income-model';
import { lastQuarter, periodHeader, statementPeriods, type Period, type StatementType } from './periods';

function whole(value: Decimal): string {
  return value.toFixed(0);
}

function cents(value: Decimal): string {
  return value.toFixed(2);
}

export function periodIncome(basis: CompanyBasis, period: Period): IncomeFigures {
  return period.fiscal_period === 0
    ? annualIncome(basis, period.fiscal_year)
    : quarterIncome(basis, lastQuarter(period));
}

export function periodCashFlow(basis: CompanyBasis, period: Period): CashFlowFigures {
  if (period.fiscal_period !== 0)
    return cashFlowFor(basis, quarterIncome(basis, lastQuarter(period)), lastQuarter(period));
  // A year's flows are the sum of its quarters' flows.
  const quarters = period.quarters.map((q) => cashFlowFor(basis, quarterIncome(basis, q), q));
  const [first, ...others] = quarters;
  if (first === undefined) throw new Error('a year has four quarters');
  const total = { ...first };
  for (const q of others)
    for (const key of Object.keys(total) as (keyof CashFlowFigures)[]) total[key] = total[key].plus(q[key]);
  return total;
}

function incomeRow(i: IncomeFigures) {
  const zero = i.netIncome.minus(i.netIncome);
  return {
    total_revenue: whole(i.revenue),
    revenue: whole(i.revenue),
    cost_of_revenue: whole(i.costOfRevenue),
    gross_profit: whole(i.grossProfit),
    opex: whole(i.sga.plus(i.rnd)),
    sga_exp: whole(i.sga),
    rnd_exp: whole(i.rnd),
    op_income: whole(i.opIncome),
    other_net_income: whole(i.otherNetIncome),
    ebt: whole(i.ebt),
    income_tax: whole(i.incomeTax),
    eat: whole(i.netIncome),
    ni_pre_extra: whole(i.netIncome),
    extra_items: '0',
    net_income: whole(i.netIncome),
    ni_common_excl_extra: whole(i.netIncome),
    ni_common_incl_extra: whole(i.netIncome),
    diluted_ni: whole(i.netIncome),
    diluted_avg_shares: String(i.dilutedShares),
    diluted_eps_excl_extra: cents(i.eps),
    diluted_eps_incl_extra: cents(i.eps),
    dps: cents(i.dps),
    diluted_norm_eps: cents(i.eps),
    op_profit: whole(i.opIncome),
    eat_alt: whole(i.netIncome),
    ebt_alt: whole(i.ebt),
    unusual_expense_income: '0',
    inter_inc_expse_net_non_oper: whole(i.otherNetIncome.times(-0.25).round()),
    gain_loss_on_sale_of_assets: '0',
    minority_interest: whole(zero),
  };
}

function wholeFields(figures: Record<string, Decimal>): Record<string, string> {
  return Object.fromEntries(Object.entries(figures).map(([name, value]) => [name, whole(value)]));
}

/** Income statement rows, newest first (docs/protocol.md#fundamentals). */
export function incomeStatement(basis: CompanyBasis, type: StatementType, count: number) {
  return statementPeriods(basis.latest, type, count).map((p) => ({
    ...periodHeader(basis.key, p),
    ...incomeRow(periodIncome(basis, p)),
  }));
}

/** Balance sheets at each period's end, newest first; a year's is its fourth quarter's. */
export function balanceSheet(basis: CompanyBasis, type: StatementType, count: number) {
  return statementPeriods(basis.latest, type, count).map((p) => ({
    ...periodHeader(basis.key, p),
    ...wholeFields(quarterBalance(basis, lastQuarter(p))),
  }));
}

/** Cash flow statements, newest first. */
export function cashFlowStatement(basis: CompanyBasis, type: StatementType, count: number) {
  return statementPeriods(basis.latest, type, count).map((p) => ({
    ...periodHeader(basis.key, p),
    ...wholeFields(periodCashFlow(basis, p)),
  }));
}
