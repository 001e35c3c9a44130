import { uniform } from '../market/hash';
import type { ModelTicker } from '../market/catalogue/build-instruments';
import { FSTREAM } from './streams';

const CITIES = [
  'One Market Street, San Francisco, CA 94105',
  '100 Summit Avenue, Austin, TX 78701',
  '200 Park Avenue, New York, NY 10166',
  '1 Innovation Way, Seattle, WA 98109',
  '500 Boylston Street, Boston, MA 02116',
  '300 North LaSalle Drive, Chicago, IL 60654',
  '1200 Peachtree Street NE, Atlanta, GA 30309',
  '2000 Avenue of the Stars, Los Angeles, CA 90067',
] as const;
const FIRST = ['Alex', 'Jordan', 'Morgan', 'Taylor', 'Casey', 'Jamie', 'Riley', 'Avery', 'Quinn', 'Dana'] as const;
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
] as const;

function pick<T>(list: readonly T[], u: number): T {
  const item = list[Math.floor(u * list.length)];
  if (item === undefined) throw new Error('empty list');
  return item;
}

/**
 * Company profile (docs/protocol.md#fundamentals). The name, venue and sector are the catalogue's; the
 * rest is invented but stable per symbol, and the text says plainly that it is simulated.
 */
export function companyProfile(ticker: ModelTicker) {
  const { instrument, key } = ticker;
  const u = (n: number): number => uniform(key, FSTREAM.profile, n);
  const year = 1920 + Math.floor(95 * u(1));
  const month = 1 + Math.floor(12 * u(2));
  const day = 1 + Math.floor(28 * u(3));
  return {
    symbol: instrument.symbol,
    category: 'US_STOCK',
    company_name: instrument.name,
    establish_date: `${String(year)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    exhibition_code: instrument.exchange_code,
    profile: `${instrument.name} operates in the ${instrument.sector} sector. This profile is simulated paper-trading data, not the company's filing.`,
    employees: String(Math.round(ticker.avgDailyVolume * (0.0005 + 0.0045 * u(4)))),
    address: pick(CITIES, u(5)),
    ceo: `${pick(FIRST, u(6))} ${pick(LAST, u(7))}`,
    industries: [instrument.sector],
  };
}
