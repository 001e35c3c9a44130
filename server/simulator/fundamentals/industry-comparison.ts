import Decimal from 'decimal.js';
import { tickerBySymbol } from '../market/catalogue/ticker-by-symbol';
import { annualDividend } from '../market/dividends';
import type { Market } from '../market/market';
import { quarterBalance } from './balance-model';
import { companyBasis, type CompanyBasis } from './company-basis';
import { quarterOf } from './fiscal-calendar';
import { quarterIncome } from './income-model';

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
export type IndustrySort = (typeof INDUSTRY_SORTS)[number];

/** At most 20 companies, the target included (the SDK's docstring). */
const MAX_PEERS = 20;

function metric(basis: CompanyBasis, sort: IndustrySort): Decimal {
  const price = new Decimal(basis.price);
  const eps = new Decimal(basis.epsTtm);
  const bps = new Decimal(basis.bps);
  const dps = new Decimal(annualDividend(basis.symbol) ?? 0);
  switch (sort) {
    case 'EPS_TTM':
      return eps;
    case 'NAPS':
      return bps;
    case 'DPS_TTM':
      return dps;
    case 'ROE':
      return eps.div(bps);
    case 'DEBT_TO_ASSETS': {
      const balance = quarterBalance(basis, basis.latest);
      return balance.total_liab.div(balance.total_assets);
    }
    case 'NET_MARGIN': {
      const quarters = [0, 1, 2, 3].map((k) => quarterIncome(basis, basis.latest - k));
      const sum = (pick: (q: (typeof quarters)[number]) => Decimal) =>
        quarters.reduce((a, q) => a.plus(pick(q)), new Decimal(0));
      return sum((q) => q.netIncome).div(sum((q) => q.revenue));
    }
    case 'DIV_YIELD_TTM':
      return dps.div(price);
    case 'PE_TTM':
      return price.div(eps);
    case 'PB_RATIO':
      return price.div(bps);
  }
}

function sizeOf(symbol: string): number {
  const ticker = tickerBySymbol(symbol);
  return ticker === undefined ? 0 : ticker.refPrice * ticker.avgDailyVolume;
}

/**
 * The target and the largest other stocks of its sector (by traded value), ranked by the
 * chosen metric, highest first; every figure is the one the snapshot and statements show.
 */
export function industryComparison(market: Market, target: CompanyBasis, sort: IndustrySort) {
  const sector = target.ticker.instrument.sector;
  const others = market
    .instruments()
    .filter((i) => i.category === 'US_STOCK' && i.sector === sector && i.symbol !== target.symbol)
    .sort((a, b) => sizeOf(b.symbol) - sizeOf(a.symbol))
    .slice(0, MAX_PEERS - 1);
  const peers = [target, ...others.flatMap((i) => companyBasis(market, i.symbol, target.nowMs) ?? [])];
  const ranked = peers
    .map((basis) => ({ basis, value: metric(basis, sort) }))
    .sort((a, b) => b.value.comparedTo(a.value) || (a.basis.symbol < b.basis.symbol ? -1 : 1));
  const digits = sort === 'EPS_TTM' || sort === 'NAPS' || sort === 'DPS_TTM' ? 2 : 4;
  return {
    ...quarterOf(target.latest),
    industry_name: sector,
    type: sort,
    data: ranked.map(({ basis, value }, k) => ({
      symbol: basis.symbol,
      name: basis.ticker.instrument.name,
      rank: k + 1,
      value: value.toFixed(digits),
    })),
  };
}
