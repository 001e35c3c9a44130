import Decimal from 'decimal.js';
import { tickerBySymbol } from '../market/catalogue/ticker-by-symbol';
import type { ModelTicker } from '../market/catalogue/build-instruments';
import { uniform } from '../market/hash';
import type { Market } from '../market/market';
import type { SimInstrument } from '../market/types';
import { isoDay } from './fiscal-calendar';
import { fundKind } from './fund-basis';
import { FSTREAM } from './streams';

const TOP = 10;

/** Sector funds hold their sector; a few foci map onto the catalogue's sector names. */
const SECTOR_OF_FOCUS: Record<string, string> = {
  Technology: 'Information Technology',
  Semiconductors: 'Information Technology',
  Biotechnology: 'Health Care',
  'Regional Banks': 'Financials',
  'Gold Miners': 'Materials',
};

function universe(fund: ModelTicker, stocks: readonly SimInstrument[]): SimInstrument[] {
  const focus = fund.instrument.sector;
  const sector = /^(?:Sector|Leveraged): (.+?)(?: \dx)?$/.exec(focus)?.[1];
  if (focus.includes('Nasdaq-100') || fund.instrument.symbol === 'QQQ')
    return stocks.filter((s) => s.exchange_code === 'NSQ');
  if (sector !== undefined) {
    const wanted = SECTOR_OF_FOCUS[sector] ?? sector;
    return stocks.filter((s) => s.sector === wanted);
  }
  return [...stocks];
}

function size(symbol: string): number {
  const t = tickerBySymbol(symbol);
  return t === undefined ? 0 : t.refPrice * t.avgDailyVolume;
}

/**
 * Top ten holdings: stocks of the simulated market that fit the fund's focus (largest first,
 * smallest first for small- and mid-cap funds), weighted by size so the ten add up to 20..60 %
 * of a broad fund and 40..70 % of a sector fund, never more than 100 %. Bond, commodity and
 * international funds hold nothing that trades here, so they list none.
 */
export function fundHoldings(market: Market, fund: ModelTicker, nowMs: number) {
  if (fundKind(fund) !== 'equity') return [];
  const stocks = market.instruments().filter((i) => i.category === 'US_STOCK');
  const small = /Small Cap|Mid Cap/.test(fund.instrument.sector);
  const picked = universe(fund, stocks)
    .sort((a, b) => (small ? size(a.symbol) - size(b.symbol) : size(b.symbol) - size(a.symbol)))
    .slice(0, TOP);
  const broad = !/^(?:Sector|Leveraged)/.test(fund.instrument.sector);
  const u = (n: number): number => uniform(fund.key, FSTREAM.holdings, n);
  const topShare = broad ? 20 + 40 * u(1) : 40 + 30 * u(1);
  const weights = picked.map((s) => Math.pow(size(s.symbol), 0.6));
  const total = weights.reduce((a, b) => a + b, 0);
  const now = new Date(nowMs);
  const monthEnd = isoDay(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  return picked.map((stock, k) => ({
    target_symbol: stock.symbol,
    stock_name: stock.name,
    share_held_pct: new Decimal(topShare)
      .times(weights[k] ?? 0)
      .div(total)
      .toDecimalPlaces(2, Decimal.ROUND_DOWN)
      .toFixed(2),
    share_held_chg_pct: (4 * (u(10 + k) - 0.5)).toFixed(2),
    maturity_date: null,
    update_time: monthEnd,
  }));
}
