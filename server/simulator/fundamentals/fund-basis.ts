import Decimal from 'decimal.js';
import { uniform } from '../market/hash';
import type { ModelTicker } from '../market/catalogue/build-instruments';
import { FSTREAM } from './streams';

export type FundKind = 'equity' | 'international' | 'bond' | 'commodity';

/** What a fund holds, from its focus (the catalogue's sector column for ETFs). */
export function fundKind(ticker: ModelTicker): FundKind {
  const focus = ticker.instrument.sector;
  if (focus.includes('Bond')) return 'bond';
  if (focus.startsWith('Commodity') || focus.startsWith('Digital Assets')) return 'commodity';
  if (/International|Emerging|Japan|China/.test(focus)) return 'international';
  return 'equity';
}

export function fundRandom(ticker: ModelTicker, ...parts: number[]): number {
  return uniform(ticker.key, FSTREAM.fund, ...parts);
}

/** Inception day (UTC ms): SPY-era funds from 1993, the youngest in 2024; stable per symbol. */
export function launchMs(ticker: ModelTicker): number {
  if (ticker.instrument.symbol === 'SPY') return Date.UTC(1993, 0, 22);
  const year = 1995 + Math.floor(29 * fundRandom(ticker, 1));
  return Date.UTC(year, Math.floor(12 * fundRandom(ticker, 2)), 1 + Math.floor(28 * fundRandom(ticker, 3)));
}

/** Fund shares outstanding: ETFs turn over 2..7 % of their shares a day. */
export function fundShares(ticker: ModelTicker): number {
  return Math.round(ticker.avgDailyVolume * (15 + 35 * fundRandom(ticker, 4)));
}

/** Assets under management at a price: shares x price, whole dollars. */
export function fundAum(ticker: ModelTicker, price: string): Decimal {
  return new Decimal(price).times(fundShares(ticker)).round();
}

const ISSUERS: readonly (readonly [prefix: string, issuer: string])[] = [
  ['SPDR', 'State Street Global Advisors'],
  ['iShares', 'BlackRock Fund Advisors'],
  ['Vanguard', 'The Vanguard Group'],
  ['Invesco', 'Invesco Capital Management'],
  ['Schwab', 'Charles Schwab Investment Management'],
  ['VanEck', 'Van Eck Associates'],
  ['ARK', 'ARK Investment Management'],
  ['ProShares', 'ProShare Advisors'],
  ['Direxion', 'Rafferty Asset Management'],
  ['JPMorgan', 'J.P. Morgan Investment Management'],
];

/** The adviser, from the fund family in its name. */
export function fundIssuer(ticker: ModelTicker): string {
  const name = ticker.instrument.name;
  const found = ISSUERS.find(([prefix]) => name.includes(prefix));
  if (found !== undefined) return found[1];
  if (name.includes('Select Sector')) return 'State Street Global Advisors';
  return name.split(' ').slice(0, 2).join(' ');
}
