import Decimal from 'decimal.js';
import { buildCatalogue } from '../market/catalogue/build-instruments';
import { uniform } from '../market/hash';
import type { CompanyBasis } from './company-basis';
import { quarterIncome } from './income-model';
import { FSTREAM } from './streams';

// 23 first names x 20 surnames: every one of up to 460 companies gets its own pair.
const FIRST = [
  'Alex',
  'Jordan',
  'Morgan',
  'Taylor',
  'Casey',
  'Jamie',
  'Riley',
  'Avery',
  'Quinn',
  'Dana',
  'Robin',
  'Sasha',
  'Kendall',
  'Rowan',
  'Emery',
  'Harper',
  'Reese',
  'Blair',
  'Devon',
  'Hayden',
  'Logan',
  'Skyler',
  'Marlowe',
] as const;
const LAST = [
  'Carter',
  'Nguyen',
  'Patel',
  'Schmidt',
  'Okafor',
  'Larsen',
  'Moreau',
  'Tanaka',
  'Rossi',
  'Walsh',
  'Alvarez',
  'Novak',
  'Lindqvist',
  'Mensah',
  'Kowalski',
  'Haddad',
  'Fischer',
  'Ibarra',
  'Sato',
  'Brennan',
] as const;
const STREETS = ['Ledger Way', 'Exchange Plaza', 'Market Row', 'Tape Street', 'Settlement Court', 'Bid Lane'] as const;

let stockIndex: ReadonlyMap<string, number> | undefined;

/** Position of a stock in the catalogue's stocks, by symbol: what its invented names are derived from. */
function indexOf(symbol: string): number {
  stockIndex ??= new Map(
    buildCatalogue()
      .filter((t) => t.instrument.category === 'US_STOCK')
      .map((t) => t.instrument.symbol)
      .sort()
      .map((s, i) => [s, i]),
  );
  return stockIndex.get(symbol) ?? 0;
}

/** A chief executive's name no other simulated company shares, marked as invented. */
export function simulatedCeo(symbol: string): string {
  const i = indexOf(symbol);
  const first = FIRST[i % FIRST.length] ?? FIRST[0];
  // Companies with the same first name are 23 apart, and their surname indexes differ by the
  // number of rounds (less than 20), so no pair repeats within 23 x 20 companies.
  const last = LAST[(Math.floor(i / FIRST.length) + 7 * (i % FIRST.length)) % LAST.length] ?? LAST[0];
  return `${first} ${last} (simulated)`;
}

/**
 * Company profile (docs/protocol.md#fundamentals). The name, venue and sector are the
 * catalogue's. What the simulator cannot know is invented and says so: the chief executive (a
 * name of its own per company) and an address in no real place, so a company is never put in
 * a state where it is not. Employees follow the company's revenue (the four newest quarters of
 * its income statement) at 250 000 to 1 000 000 dollars of sales each.
 */
export function companyProfile(basis: CompanyBasis) {
  const { ticker } = basis;
  const { instrument, key } = ticker;
  const u = (n: number): number => uniform(key, FSTREAM.profile, n);
  const year = 1920 + Math.floor(95 * u(1));
  const month = 1 + Math.floor(12 * u(2));
  const day = 1 + Math.floor(28 * u(3));
  const revenue = [0, 1, 2, 3].reduce(
    (sum, k) => sum.plus(quarterIncome(basis, basis.latest - k).revenue),
    new Decimal(0),
  );
  const perEmployee = 250_000 + 750_000 * u(4);
  const street = STREETS[Math.floor(u(5) * STREETS.length)] ?? STREETS[0];
  return {
    symbol: instrument.symbol,
    category: 'US_STOCK',
    company_name: instrument.name,
    establish_date: `${String(year)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    exhibition_code: instrument.exchange_code,
    profile: `${instrument.name} operates in the ${instrument.sector} sector. This profile is simulated paper-trading data, not the company's filing: its founding date, chief executive, address and head count are invented.`,
    employees: revenue.div(perEmployee).round().toFixed(0),
    address: `${String(1 + indexOf(instrument.symbol))} ${street}, Paper City (simulated address)`,
    ceo: simulatedCeo(instrument.symbol),
    industries: [instrument.sector],
  };
}
