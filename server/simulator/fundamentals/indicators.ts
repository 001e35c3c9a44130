import Decimal from 'decimal.js';
import { quarterBalance } from './balance-model';
import type { CompanyBasis } from './company-basis';
import { lastQuarter, statementPeriods, type StatementType } from './periods';
import { periodCashFlow, periodIncome } from './statements';

const KEYS = [
  'roa',
  'roe',
  'diluted_eps_incl_extra',
  'net_margin',
  'debt_to_assets',
  'naps',
  'ocf_ps',
  'cap_surplus_ps',
] as const;

/**
 * Financial indicators (docs/protocol.md#fundamentals): `{ currency, values: { key: [{ fiscal_year,
 * fiscal_period, value }] } }`, newest period first. Every figure is computed from the same
 * period's statements: ratios as fractions with 4 decimals, per-share figures with 2, and
 * `naps` of the newest quarter equals the snapshot's `bps`.
 */
export function financialIndicators(basis: CompanyBasis, type: StatementType, count: number) {
  const rows = statementPeriods(basis.latest, type, count).map((period) => {
    const income = periodIncome(basis, period);
    const balance = quarterBalance(basis, lastQuarter(period));
    const cfo = periodCashFlow(basis, period).cfo;
    const shares = new Decimal(basis.shares);
    const figures: Record<(typeof KEYS)[number], string> = {
      roa: income.netIncome.div(balance.total_assets).toFixed(4),
      roe: income.netIncome.div(balance.total_equity).toFixed(4),
      diluted_eps_incl_extra: income.eps.toFixed(2),
      net_margin: income.netIncome.div(income.revenue).toFixed(4),
      debt_to_assets: balance.total_liab.div(balance.total_assets).toFixed(4),
      naps: balance.total_equity.div(shares).toFixed(2),
      ocf_ps: cfo.div(shares).toFixed(2),
      cap_surplus_ps: balance.apic.div(shares).toFixed(2),
    };
    return { period, figures };
  });
  const values = Object.fromEntries(
    KEYS.map((key) => [
      key,
      rows.map(({ period, figures }) => ({
        fiscal_year: period.fiscal_year,
        fiscal_period: period.fiscal_period,
        value: figures[key],
      })),
    ]),
  );
  return { currency: 'USD', values };
}
