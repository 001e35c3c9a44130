import Decimal from 'decimal.js';
import { uniform } from '../market/hash';
import type { CompanyBasis } from './company-basis';
import { FSTREAM } from './streams';

/** Balance sheet at a quarter end, whole dollars; every total is the sum of its parts. */
export type BalanceFigures = Record<
  | 'total_assets'
  | 'total_cur_assets'
  | 'cash_st_invest'
  | 'cash'
  | 'cash_equiv'
  | 'st_invest'
  | 'total_recv_net'
  | 'ar_trade_net'
  | 'total_inv'
  | 'other_cur_assets'
  | 'total_non_cur_assets'
  | 'ppe_net'
  | 'ppe_gross'
  | 'acc_depre'
  | 'lt_invest'
  | 'other_lt_assets'
  | 'total_liab'
  | 'total_cur_liab'
  | 'ap'
  | 'notes_st_debt'
  | 'cur_lt_debt_lease'
  | 'other_cur_liab'
  | 'total_non_cur_liab'
  | 'total_lt_debt'
  | 'lt_debt'
  | 'total_debt'
  | 'other_liab'
  | 'total_equity'
  | 'total_sh_equity'
  | 'common_stock'
  | 'apic'
  | 'retained_earnings'
  | 'other_equity'
  | 'total_liab_sh_equity'
  | 'common_shares_out'
  | 'prepaid_expenses'
  | 'accrued_expenses'
  | 'goodwill_net'
  | 'intangibles_net'
  | 'note_rece_long_term'
  | 'capital_lease_obligations'
  | 'minority_interest'
  | 'non_redeemable_preferred_stock',
  Decimal
>;

function share(basis: CompanyBasis, n: number, low: number, high: number): number {
  return low + (high - low) * uniform(basis.key, FSTREAM.balance, n);
}

function part(whole: Decimal, fraction: number): Decimal {
  return whole.times(fraction).round();
}

/** What is left of `whole` after the parts, so the parts and the rest add up exactly. */
function rest(whole: Decimal, ...parts: Decimal[]): Decimal {
  return parts.reduce((left, p) => left.minus(p), whole);
}

/**
 * Equity is book value per share x shares, so the newest quarter's book value per share is the
 * snapshot's `bps`; earlier quarters hold 1.5 % less equity per quarter back. Assets follow
 * from a fixed debt ratio (banks and insurers carry far more liabilities).
 */
export function quarterBalance(basis: CompanyBasis, index: number): BalanceFigures {
  const growth = Math.pow(1.015, index - basis.latest);
  const equity = new Decimal(basis.bps).times(basis.shares).times(growth).round();
  const debtRatio =
    basis.ticker.instrument.sector === 'Financials' ? share(basis, 1, 0.82, 0.92) : share(basis, 1, 0.3, 0.7);
  const assets = equity.div(1 - debtRatio).round();
  const liabilities = assets.minus(equity);
  const curAssets = part(assets, share(basis, 2, 0.2, 0.5));
  const nonCurAssets = rest(assets, curAssets);
  const cashSt = part(curAssets, share(basis, 3, 0.3, 0.5));
  const recv = part(curAssets, 0.25);
  const inv = part(curAssets, 0.15);
  const prepaid = part(curAssets, 0.05);
  const otherCur = rest(curAssets, cashSt, recv, inv, prepaid);
  const cash = part(cashSt, 0.35);
  const cashEquiv = part(cashSt, 0.25);
  const stInvest = rest(cashSt, cash, cashEquiv);
  const ppeNet = part(nonCurAssets, share(basis, 4, 0.25, 0.5));
  const ltInvest = part(nonCurAssets, 0.15);
  const goodwill = part(nonCurAssets, 0.12);
  const intangibles = part(nonCurAssets, 0.06);
  const noteRece = part(nonCurAssets, 0.02);
  const otherLt = rest(nonCurAssets, ppeNet, ltInvest, goodwill, intangibles, noteRece);
  const ppeGross = part(ppeNet, 1.6);
  const curLiab = part(liabilities, share(basis, 5, 0.3, 0.5));
  const nonCurLiab = rest(liabilities, curLiab);
  const ap = part(curLiab, 0.35);
  const notesSt = part(curLiab, 0.1);
  const curLtDebt = part(curLiab, 0.1);
  const accrued = part(curLiab, 0.2);
  const otherCurLiab = rest(curLiab, ap, notesSt, curLtDebt, accrued);
  const ltDebt = part(nonCurLiab, share(basis, 6, 0.4, 0.7));
  const leases = part(nonCurLiab, 0.05);
  const otherLiab = rest(nonCurLiab, ltDebt, leases);
  const totalLtDebt = ltDebt.plus(leases);
  const commonStock = part(new Decimal(basis.shares), 0.00001);
  const apic = part(equity, share(basis, 7, 0.15, 0.4));
  const retained = part(equity, 0.55);
  const otherEquity = rest(equity, commonStock, apic, retained);
  const zero = new Decimal(0);
  return {
    total_assets: assets,
    total_cur_assets: curAssets,
    cash_st_invest: cashSt,
    cash,
    cash_equiv: cashEquiv,
    st_invest: stInvest,
    total_recv_net: recv,
    ar_trade_net: recv.times(0.9).round(),
    total_inv: inv,
    other_cur_assets: otherCur,
    prepaid_expenses: prepaid,
    total_non_cur_assets: nonCurAssets,
    ppe_net: ppeNet,
    ppe_gross: ppeGross,
    acc_depre: ppeNet.minus(ppeGross),
    lt_invest: ltInvest,
    goodwill_net: goodwill,
    intangibles_net: intangibles,
    note_rece_long_term: noteRece,
    other_lt_assets: otherLt,
    total_liab: liabilities,
    total_cur_liab: curLiab,
    ap,
    notes_st_debt: notesSt,
    cur_lt_debt_lease: curLtDebt,
    accrued_expenses: accrued,
    other_cur_liab: otherCurLiab,
    total_non_cur_liab: nonCurLiab,
    total_lt_debt: totalLtDebt,
    lt_debt: ltDebt,
    capital_lease_obligations: leases,
    total_debt: notesSt.plus(curLtDebt).plus(totalLtDebt),
    other_liab: otherLiab,
    total_equity: equity,
    total_sh_equity: equity,
    common_stock: commonStock,
    apic,
    retained_earnings: retained,
    other_equity: otherEquity,
    total_liab_sh_equity: liabilities.plus(equity),
    common_shares_out: new Decimal(basis.shares),
    minority_interest: zero,
    non_redeemable_preferred_stock: zero,
  };
}
