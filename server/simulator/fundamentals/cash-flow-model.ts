import type Decimal from 'decimal.js';
import { uniform } from '../market/hash';
import type { CompanyBasis } from './company-basis';
import type { IncomeFigures } from './income-model';
import { FSTREAM } from './streams';

export type CashFlowFigures = Record<
  | 'cfo'
  | 'net_income'
  | 'dna'
  | 'deferred_tax'
  | 'non_cash_items'
  | 'wc_change'
  | 'cfi'
  | 'capex'
  | 'other_cfi_items'
  | 'cff'
  | 'cff_items'
  | 'net_stock_iss_ret'
  | 'net_debt_iss_ret'
  | 'fx_effects'
  | 'net_change_cash'
  | 'interest_paid'
  | 'taxes_paid',
  Decimal
>;

/**
 * A period's cash flow from its income statement: operating cash = net income + non-cash
 * charges + working capital; dividends paid = DPS x shares; net change = the three sections
 * plus currency effects. `salt` separates periods (quarter index, or the year for annual rows).
 */
export function cashFlowFor(basis: CompanyBasis, income: IncomeFigures, salt: number): CashFlowFigures {
  const u = (n: number): number => uniform(basis.key, FSTREAM.cashFlow, salt, n);
  const constant = (n: number): number => uniform(basis.key, FSTREAM.cashFlow, n);
  const revenue = income.revenue;
  const netIncome = income.netIncome;
  const dna = revenue.times(0.04 + 0.04 * constant(1)).round();
  const deferredTax = netIncome.times(0.02).round();
  const nonCash = netIncome.times(0.05).round();
  const wcChange = revenue.times(-0.03 + 0.06 * u(2)).round();
  const cfo = netIncome.plus(dna).plus(deferredTax).plus(nonCash).plus(wcChange);
  const capex = revenue
    .times(0.03 + 0.07 * constant(3))
    .round()
    .neg();
  const otherCfi = revenue.times(-0.02 + 0.02 * u(4)).round();
  const cfi = capex.plus(otherCfi);
  const dividends = income.dps.times(basis.shares).round().neg();
  const buybacks = netIncome
    .times(0.2 + 0.4 * constant(5))
    .round()
    .neg();
  const debt = revenue.times(-0.02 + 0.04 * u(6)).round();
  const cff = dividends.plus(buybacks).plus(debt);
  const fx = revenue.times(0.002 * (u(7) - 0.5)).round();
  return {
    cfo,
    net_income: netIncome,
    dna,
    deferred_tax: deferredTax,
    non_cash_items: nonCash,
    wc_change: wcChange,
    cfi,
    capex,
    other_cfi_items: otherCfi,
    cff,
    cff_items: dividends,
    net_stock_iss_ret: buybacks,
    net_debt_iss_ret: debt,
    fx_effects: fx,
    net_change_cash: cfo.plus(cfi).plus(cff).plus(fx),
    interest_paid: revenue.times(0.005).round(),
    taxes_paid: income.incomeTax,
  };
}
