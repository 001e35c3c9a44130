import Decimal from 'decimal.js';
import { uniform } from '../market/hash';
import { dividendEvents } from '../market/dividends';
import type { CompanyBasis } from './company-basis';
import { quarterEpsCents } from './eps-history';
import { quarterEndMs } from './fiscal-calendar';
import { FSTREAM } from './streams';

/** One period's income figures (dollars, whole; EPS and DPS in cents precision). */
export interface IncomeFigures {
  revenue: Decimal;
  costOfRevenue: Decimal;
  grossProfit: Decimal;
  sga: Decimal;
  rnd: Decimal;
  opIncome: Decimal;
  otherNetIncome: Decimal;
  ebt: Decimal;
  incomeTax: Decimal;
  netIncome: Decimal;
  eps: Decimal;
  dps: Decimal;
  dilutedShares: number;
}

const TAX_RATE = 0.19;

/** Net margin by sector: software and semis earn more per dollar of sales than retailers. */
function baseMargin(basis: CompanyBasis): number {
  const sector = basis.ticker.instrument.sector;
  const [low, high] =
    sector === 'Information Technology' ? [0.14, 0.34] : sector === 'Consumer Staples' ? [0.04, 0.12] : [0.06, 0.24];
  return low + (high - low) * uniform(basis.key, FSTREAM.margin);
}

/** Cash dividends with an ex date inside the quarter, per share. */
export function quarterDps(symbol: string, index: number): Decimal {
  const from = quarterEndMs(index - 1) + 86_400_000;
  return dividendEvents(symbol, from, quarterEndMs(index)).reduce((sum, e) => sum.plus(e.amount), new Decimal(0));
}

/**
 * A quarter's income statement, built backwards from its EPS: net income = EPS x diluted
 * shares, revenue = net income / margin, then tax, other income and operating costs, so every
 * subtotal is the sum of its parts.
 */
export function quarterIncome(basis: CompanyBasis, index: number): IncomeFigures {
  const eps = new Decimal(quarterEpsCents(basis, index)).div(100);
  const netIncome = eps.times(basis.dilutedShares).round();
  const margin = baseMargin(basis) * (0.93 + 0.14 * uniform(basis.key, FSTREAM.marginNoise, index));
  const revenue = netIncome.div(margin).round();
  const ebt = netIncome.div(1 - TAX_RATE).round();
  const otherNetIncome = ebt.times(0.04).round();
  const opIncome = ebt.minus(otherNetIncome);
  const opexRatio = 0.1 + 0.25 * uniform(basis.key, FSTREAM.costs, 1);
  const opex = revenue.times(opexRatio).round();
  const rndShare =
    basis.ticker.instrument.sector === 'Information Technology' ? 0.55 : 0.2 * uniform(basis.key, FSTREAM.costs, 2);
  const rnd = opex.times(rndShare).round();
  const grossProfit = opIncome.plus(opex);
  return {
    revenue,
    costOfRevenue: revenue.minus(grossProfit),
    grossProfit,
    sga: opex.minus(rnd),
    rnd,
    opIncome,
    otherNetIncome,
    ebt,
    incomeTax: ebt.minus(netIncome),
    netIncome,
    eps,
    dps: quarterDps(basis.symbol, index),
    dilutedShares: basis.dilutedShares,
  };
}

/** A fiscal year: the sum of its four quarters (so annual EPS = the four quarterly EPS added). */
export function annualIncome(basis: CompanyBasis, year: number): IncomeFigures {
  const quarters = [0, 1, 2, 3].map((q) => quarterIncome(basis, year * 4 + q));
  const sum = (pick: (f: IncomeFigures) => Decimal): Decimal =>
    quarters.reduce((acc, f) => acc.plus(pick(f)), new Decimal(0));
  return {
    revenue: sum((f) => f.revenue),
    costOfRevenue: sum((f) => f.costOfRevenue),
    grossProfit: sum((f) => f.grossProfit),
    sga: sum((f) => f.sga),
    rnd: sum((f) => f.rnd),
    opIncome: sum((f) => f.opIncome),
    otherNetIncome: sum((f) => f.otherNetIncome),
    ebt: sum((f) => f.ebt),
    incomeTax: sum((f) => f.incomeTax),
    netIncome: sum((f) => f.netIncome),
    eps: sum((f) => f.eps),
    dps: sum((f) => f.dps),
    dilutedShares: basis.dilutedShares,
  };
}
