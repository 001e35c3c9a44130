import Decimal from 'decimal.js';
import { expect, test } from 'vitest';
import { tickerBySymbol } from '../market/catalogue/ticker-by-symbol';
import { createMarket } from '../market/market';
import { sharesOutstanding } from '../market/shares-outstanding';
import { universeFor } from '../screeners/universe-for';
import { quarterBalance } from './balance-model';
import { companyBasis, type CompanyBasis } from './company-basis';
import { filings } from './filings';
import { fundAum, fundShares } from './fund-basis';
import { fundBrief } from './fund-brief';
import { fundFiles } from './fund-documents';
import { quarterIncome } from './income-model';
import { companyProfile } from './profile';

// Every one of the 251 tickers, at the e2e market time (Wednesday 2026-11-18 10:30 New York):
// the figures a reader can cross-check agree with one another and never point at a real site.
const market = createMarket({ seed: 42 });
const AT = Date.UTC(2026, 10, 18, 15, 30);
const instruments = market.instruments();
const stocks = instruments.filter((i) => i.category === 'US_STOCK');
const funds = instruments.filter((i) => i.category === 'US_ETF');

function basisOf(symbol: string): CompanyBasis {
  const basis = companyBasis(market, symbol, AT);
  if (basis === undefined) throw new Error(`no basis for ${symbol}`);
  return basis;
}

test('the catalogue has 194 stocks and 57 ETFs', () => {
  expect([stocks.length, funds.length]).toEqual([194, 57]);
});

test('market value = price x shares outstanding in the screeners, and the balance sheet counts the same shares', () => {
  const { stocks: facts } = universeFor(market).at(AT);
  expect(facts).toHaveLength(stocks.length);
  for (const f of facts) {
    const symbol = f.instrument.symbol;
    const shares = sharesOutstanding(symbol) ?? 0;
    expect(f.market_value, symbol).toBe(new Decimal(f.snapshot.price).times(shares).toFixed(2));
    expect(f.pe_ttm, symbol).toBe(new Decimal(f.snapshot.price).div(f.snapshot.eps_ttm).toFixed(2));
    const basis = basisOf(symbol);
    expect(quarterBalance(basis, basis.latest).common_shares_out.toNumber(), symbol).toBe(shares);
    // A market value real companies of that size have: from $1 billion to $5 trillion.
    const value = Number(f.market_value);
    expect(value, symbol).toBeGreaterThan(1e9);
    expect(value, symbol).toBeLessThan(5e12);
  }
});

test('earnings, book value and the income statement agree for every stock', () => {
  for (const { symbol } of stocks) {
    const basis = basisOf(symbol);
    const quarters = [0, 1, 2, 3].map((k) => quarterIncome(basis, basis.latest - k));
    const eps = quarters.reduce((sum, q) => sum.plus(q.eps), new Decimal(0));
    expect(eps.toFixed(2), symbol).toBe(basis.epsTtm);
    const netIncome = quarters.reduce((sum, q) => sum.plus(q.netIncome), new Decimal(0));
    // Net income = EPS x diluted shares (each quarter rounded to the dollar).
    expect(netIncome.minus(eps.times(basis.dilutedShares)).abs().lte(4), symbol).toBe(true);
    const equity = quarterBalance(basis, basis.latest).total_equity;
    expect(equity.div(basis.shares).toFixed(2), symbol).toBe(basis.bps);
  }
});

test('profiles are invented, say so, and never share a chief executive or name a real place', () => {
  const ceos = new Set<string>();
  for (const { symbol, name } of stocks) {
    const basis = basisOf(symbol);
    const profile = companyProfile(basis);
    expect(profile.company_name).toBe(name);
    expect(profile.ceo, symbol).toMatch(/ \(simulated\)$/);
    ceos.add(profile.ceo);
    expect(profile.address, symbol).toMatch(/^\d+ [A-Za-z ]+, Paper City \(simulated address\)$/);
    expect(profile.profile).toContain('simulated');
    // Head count from sales: between $250 000 and $1 000 000 of revenue per employee.
    const revenue = [0, 1, 2, 3].reduce(
      (s, k) => s.plus(quarterIncome(basis, basis.latest - k).revenue),
      new Decimal(0),
    );
    const perEmployee = revenue.div(profile.employees);
    expect(perEmployee.gte(249_000) && perEmployee.lte(1_001_000), symbol).toBe(true);
  }
  expect(ceos.size).toBe(stocks.length);
});

test('filings and fund documents carry no address: nothing links simulated data to a real site', () => {
  for (const { symbol } of stocks) {
    const list = filings(basisOf(symbol)).filings;
    expect(list.length, symbol).toBeGreaterThan(0);
    expect(JSON.stringify(list), symbol).not.toMatch(/https?:|sec\.gov|CIK/i);
  }
  for (const { symbol } of funds) {
    const ticker = tickerBySymbol(symbol);
    if (ticker === undefined) throw new Error(symbol);
    const documents = fundFiles(ticker, AT);
    expect(JSON.stringify(documents), symbol).not.toMatch(/https?:|sec\.gov/i);
    expect(
      documents.every((d) => !('url' in d)),
      symbol,
    ).toBe(true);
  }
});

test('fund assets = fund shares x the quoted price for every ETF', () => {
  for (const { symbol } of funds) {
    const ticker = tickerBySymbol(symbol);
    if (ticker === undefined) throw new Error(symbol);
    const price = market.snapshot(symbol, AT).price;
    const brief = fundBrief(ticker, price, AT);
    expect(brief.aum, symbol).toBe(new Decimal(price).times(fundShares(ticker)).round().toFixed(0));
    expect(brief.aum).toBe(fundAum(ticker, price).toFixed(0));
  }
});
